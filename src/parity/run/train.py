"""`parity train CONFIG.toml`: one run from one config, and `--resume` after a stop.

Wiring (this is the top: nothing imports it):

    [model] ─► base model ─► [warmup] stages ─► the model RL starts from
    [tasks] ─► RL tasks, evaluation sets (parity.run.tasks)
    [engines] ─► replicas behind the router ◄── WeightSync ([weights]) ◄── Trainer ([train])
    [envs] ─► in process, env-server processes, a fleet, or a Ray actor
    RolloutWorker (the agent loop) ─► Orchestrator ([orchestrator]) ─► learner ─► checkpoints
    [eval] before and after: parity.evaluation, the same code as `parity eval`; the learning
           curve every eval.every_steps steps (parity.run.curve)
    [observe] metrics.jsonl, TensorBoard event files, W&B (parity.observe.metrics); a line
           per RL step on stdout; each stage's time, tokens and share of this machine's bf16
           peak, printed at the end and in summary.json (parity.run.breakdown)

The run directory holds everything: config.toml (the resolved config, every default),
state.json (phase, evaluation results, drawn tasks), checkpoints/ (model, optimizer,
scheduler, RNG, policy version, data cursor), buffer/ (every trajectory), metrics.jsonl,
tensorboard/ (the same metrics as event files), inflight.json (the rollouts running now, for
the dashboard), eval/ (reports; eval/curve/ per curve point),
model/ (the policy after RL), summary.json, reward_curve.png and solve_rates.png.

A second run into a directory that holds a run refuses unless `--resume`: reusing the old
buffer with a fresh policy version 0 trains on trajectories from another policy.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import random
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from parity.config import ConfigError, ParityConfig, load_config, save_config
from parity.observe.timing import StageRecord, TimeBreakdown
from parity.run.cluster import checkpoint_root

log = logging.getLogger(__name__)

CONFIG_FILE = "config.toml"
STATE_FILE = "state.json"
CHECKPOINTS = "checkpoints"
# a resumed run must draw the same tasks and start from the same model
MUST_MATCH_ON_RESUME = ("seed", "model", "warmup", "tasks")


class RunDir:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.state_path = path / STATE_FILE

    def holds_a_run(self) -> bool:
        return (self.path / CONFIG_FILE).is_file() or (self.path / "buffer").is_dir()

    def start(self, cfg: ParityConfig) -> None:
        """The run starts: the resolved config written, and from here on the directory holds
        a run (a retry needs --resume). Called once the tasks are loaded, the last check of
        what the config names, so that a run refused on its config leaves nothing behind."""
        self.path.mkdir(parents=True, exist_ok=True)
        save_config(cfg, self.path / CONFIG_FILE)

    def state(self) -> dict[str, Any]:
        return json.loads(self.state_path.read_text()) if self.state_path.is_file() else {}

    def save_state(self, state: dict[str, Any]) -> None:
        tmp = self.state_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(state, indent=2) + "\n")
        tmp.replace(self.state_path)


def open_run_dir(cfg: ParityConfig, resume: bool) -> RunDir:
    """The run's directory, checked (a new run needs one that holds none; a resumed run, the
    same run); nothing is written there before `RunDir.start`."""
    run = RunDir(Path(cfg.out).expanduser())
    if resume:
        if not run.holds_a_run():
            raise ConfigError(f"--resume: {run.path} holds no run to continue")
        saved = load_config(run.path / CONFIG_FILE)
        for key in MUST_MATCH_ON_RESUME:
            if getattr(saved, key) != getattr(cfg, key):
                raise ConfigError(f"--resume: {key} differs from the run in {run.path} "
                                  f"({run.path / CONFIG_FILE}); a resumed run must draw the "
                                  f"same tasks from the same model")
    elif run.holds_a_run():
        raise ConfigError(f"{run.path} holds a run already; continue it with --resume, or "
                          f"set out to a new directory")
    return run


def run_train(cfg: ParityConfig, *, resume: bool = False) -> dict[str, Any]:
    import torch

    from parity.observe.metrics import wandb_missing
    from parity.run.breakdown import machine_peak, report
    from parity.run.env_servers import check_tools
    from parity.run.model import base_model, demo_specs, warm_up
    from parity.run.tasks import check_paths, load_task_sets
    from parity.threads import set_torch_threads

    start = time.monotonic()
    check_paths(cfg)
    check_tools(cfg)  # before any pre-training: a run whose grader cannot run stops now
    sharers = computing_processes(cfg)
    threads = set_torch_threads(cfg.threads, sharers)
    print(f"threads: {threads} torch threads per process ({sharers} computing on this machine)")
    if (why := wandb_missing(cfg.observe.wandb)) is not None:
        raise ConfigError(why)
    run = open_run_dir(cfg, resume)
    state = run.state() if resume else {}
    peak = machine_peak(cfg, threads, sharers)  # before anything else computes
    timing = TimeBreakdown()
    torch.manual_seed(cfg.seed)
    random.seed(cfg.seed)
    with timing.stage("tasks"):
        sets = load_task_sets(cfg, run.path.parent / ".synth-cache")
    print(f"tasks: {len(sets.rl)} for RL; evaluation: "
          + ", ".join(f"{len(v)} {sets.labels.get(k, k)}" for k, v in sets.eval_sets().items()))
    run.start(cfg)
    model_dir = warm_up(cfg, base_model(cfg, run.path, timing), demo_specs(cfg, sets), run.path,
                        timing)
    state["model_dir"] = str(model_dir)
    run.save_state(state)
    res = asyncio.run(_rl(cfg, run, state, sets, model_dir, start, timing))
    wall_s = time.monotonic() - start
    res["time_breakdown"] = report(timing, wall_s, model_dir, peak)
    summary = _summary(cfg, run, res, sets, wall_s)
    state["phase"] = "done"
    run.save_state(state)
    return summary


def computing_processes(cfg: ParityConfig) -> int:
    """This process and the engine processes it starts on this machine."""
    e = cfg.engines
    spawned = e.kind == "builtin" and e.placement == "process" and not e.urls
    return 1 + (e.replicas if spawned else 0)


def rl_wall_s(cfg: ParityConfig, elapsed_s: float, before: dict | None) -> float | None:
    """RL's wall cap: `orchestrator.max_wall_s`, or less where the run's `max_wall_s` leaves
    less once the evaluation after RL is paid for. That evaluation runs the same tasks as
    the one before RL (its sets at once: as long as the longest); it is reserved at 1.3 times
    that one's time plus 15 s (saving the model, closing the servers): after RL it took
    1.19-1.36 times as long in the quickstart runs of docs/training.md, as the policy's
    replies change length."""
    cap = cfg.orchestrator.max_wall_s
    if cfg.max_wall_s is None:
        return cap
    reserve = 0.0
    if cfg.eval.after:
        reserve = 1.3 * max((part["wall_s"] for part in (before or {}).values()), default=0.0) + 15.0
    left = max(cfg.max_wall_s - elapsed_s - reserve, 0.0)
    return left if cap is None else min(cap, left)


async def _rl(cfg: ParityConfig, run: RunDir, state: dict, sets, model_dir: Path,
              start: float, timing: TimeBreakdown) -> dict:
    from parity.agent.loop import AgentLimits
    from parity.agent.policies import TokenPolicy
    from parity.inference.engine import SamplingParams, context_tokens
    from parity.inference.models import load_tokenizer
    from parity.observe.metrics import open_metrics
    from parity.observe.progress import bar, rl_step_line
    from parity.rollout.buffer import TrajectoryBuffer
    from parity.rollout.orchestrator import Orchestrator
    from parity.rollout.stats import MeteredEngine, env_metrics
    from parity.rollout.worker import RolloutWorker
    from parity.run.curve import LearningCurve
    from parity.run.engines import start_engines
    from parity.run.env_servers import start_envs
    from parity.run.model import RESUMED

    cfg = _run_channels(cfg, run.path)
    o = cfg.orchestrator
    tokenizer = load_tokenizer(model_dir)
    ray_started = _start_ray_if_needed(cfg)
    engines = env = learner = metrics = harness_pool = None
    try:
        with timing.stage("startup"):  # engines, environments, the trainer
            metrics = open_metrics(run.path, cfg.observe, cfg.model_dump(mode="json"))
            engines = await start_engines(cfg, model_dir, run.path)
            env = await start_envs(cfg, run.path)
            _record_services(run, cfg, env, engines)
            learner = await _learner(cfg, run, state, model_dir, tokenizer, engines, env)
        # the context window of a rollout: what the engine holds (not the tokenizer's
        # model_max_length), and no more than one trainer micro-batch
        engine_context = await context_tokens(engines.engine)
        limits = AgentLimits.of(o, max_total_tokens=min(
            engine_context or cfg.train.micro_batch_tokens, cfg.train.micro_batch_tokens))

        harnesses: dict[int, Any] = {}  # engine -> its endpoint (orchestrator.harness)

        def worker(temperature: float, seed: int | None = None,
                   engine: Any = None) -> Any:
            if o.harness is not None:
                return harnesses[id(engine or engines.engine)].worker(temperature)
            sampling = SamplingParams(temperature=temperature, seed=seed)
            return RolloutWorker(env, lambda: TokenPolicy(engine or engines.engine, tokenizer,
                                                          sampling,
                                                          context_window=engine_context),
                                 limits, o.shaping, partial_credit=o.partial_credit)

        # the engine calls of RL's rollouts, of the evaluations and of the learning curve,
        # each metered (parity.rollout.stats): engine/busy_frac, and the tokens each computed
        rl_engine = MeteredEngine(engines.engine)
        eval_engine, curve_engine = MeteredEngine(engines.engine), MeteredEngine(engines.engine)
        if o.harness is not None:  # an endpoint over each, so that each stays metered
            from parity.harness.worker import HarnessPool

            pool = await HarnessPool.open(env, o.harness, tokenizer, model_dir,
                                          [rl_engine, eval_engine, curve_engine, engines.engine],
                                          timeout_s=o.harness_timeout_s,
                                          max_turns=o.max_turns,
                                          max_tokens_per_turn=o.max_tokens_per_turn)
            harness_pool = pool
            harnesses.update(pool.by_engine)
            print(f"agent: the {pool.harness.name} harness ({pool.harness.command})")

        def eval_worker(sample) -> RolloutWorker:  # greedy with k = 1, else sampled per seed
            if cfg.eval.k == 1:
                return worker(0.0, cfg.seed, engine=eval_engine)
            return worker(cfg.eval.temperature, sample.seed, engine=eval_engine)

        curve = LearningCurve(every_steps=cfg.eval.every_steps, num_tasks=cfg.eval.curve_tasks,
                              seed=cfg.seed, concurrency=cfg.eval.concurrency,
                              eval_sets=sets.eval_sets(), state=state,
                              save_state=lambda: run.save_state(state),
                              make_worker=lambda sample: worker(0.0, cfg.seed,
                                                                engine=curve_engine),
                              metrics=metrics, out_dir=run.path / "eval")

        async def curve_point(step: int) -> None:
            with timing.stage("curve", forward=lambda: curve_engine.computed_tokens):
                await curve.point(step)

        evals = state.setdefault("evals", {})
        if cfg.eval.before and "before" in evals:
            timing.skip("eval_before", RESUMED)
        elif cfg.eval.before:
            print("evaluating before RL ...")
            with timing.stage("eval_before", forward=lambda: eval_engine.computed_tokens):
                evals["before"] = await _evaluate_all(cfg, run, sets, eval_worker, "before")
            run.save_state(state)
        done_steps = int(state.get("steps", 0))
        remaining = max(cfg.orchestrator.steps - done_steps, 0)
        order = list(sets.rl)
        random.Random(cfg.seed).shuffle(order)
        drawn = int(state.get("drawn", 0))
        tasks = _Counted(itertools.islice(itertools.cycle(order), drawn, None), drawn)
        if done_steps == 0 and curve.due(0):  # a resumed policy is not step 0's
            print(f"learning curve: {len(curve.tasks)} tasks, greedy, every "
                  f"{cfg.eval.every_steps} steps ...")
            await curve_point(0)
        spent_s = time.monotonic() - start
        wall_s = rl_wall_s(cfg, spent_s, evals.get("before"))
        if wall_s is not None and wall_s != o.max_wall_s:
            print(f"RL stops at {wall_s:.0f} s: the run's max_wall_s ({cfg.max_wall_s:g} s) less "
                  f"{spent_s:.0f} s spent and the evaluation after RL")
        orch = Orchestrator(
            tasks, worker(o.temperature, engine=rl_engine), learner, TrajectoryBuffer(run.path / "buffer"),
            o.model_copy(update={"steps": remaining, "max_wall_s": wall_s}),  # what is left
            metrics, task_index={t.id: t for t in sets.rl}, step_offset=done_steps)

        async def on_step(step: int) -> None:
            nonlocal last_step_at
            now = time.monotonic()
            rl_bar.write(rl_step_line(  # the step's metrics row, as metrics.jsonl has it
                orch.stats.step_metrics[-1], step, cfg.orchestrator.steps,
                elapsed_s=now - rl_start, steps_done=step - done_steps,
                interval_s=now - last_step_at, wall_cap_s=wall_s), file=sys.stdout)
            sys.stdout.flush()
            rl_bar.update()
            last_step_at = now
            state.update(steps=step, drawn=tasks.count, phase="rl")
            if step % o.checkpoint_every_steps == 0 or step == cfg.orchestrator.steps:
                await learner.checkpoint(checkpoint_root(cfg, run.path), step, {"drawn": tasks.count},
                                         tokenizer, o.keep_resumable or None)
                run.save_state(state)
            if curve.due(step):
                await curve_point(step)

        orch.on_step = on_step
        orch.inflight_path = run.path / "inflight.json"  # for the dashboard's rollouts page
        orch.step_probes += [rl_engine.metrics, lambda: env_metrics(env)]
        if remaining:
            print(f"RL: {remaining} steps of {o.groups_per_step} groups x {o.group_size}"
                  + (f" (resumed after step {done_steps}, policy version {learner.version})"
                     if done_steps else "") + " ...")
        rl_bar = bar(remaining, "RL", "step")  # the step lines print above it
        rl_start = last_step_at = time.monotonic()
        try:
            with timing.stage("rl", forward=lambda: rl_engine.computed_tokens) as rl:
                stats = await orch.run()
        finally:
            rl_bar.close()
        # the trainer's share of RL: its steps (each with the weight update), overlapping
        # the rollouts, which run on meanwhile
        step_rows = stats.step_metrics
        rl.train_tokens += int(sum(r.get("train/step_tokens", 0.0) for r in step_rows))
        rl.parts = [StageRecord("rollouts", rl.wall_s, forward_tokens=rl.forward_tokens),
                    StageRecord("trainer", sum(r.get("train/step_s", 0.0) for r in step_rows),
                                train_tokens=rl.train_tokens)]
        print(f"  stopped ({stats.stop_reason}) after {stats.steps} steps: "
              f"{stats.rollouts} rollouts, {stats.trained} trained on, "
              f"{stats.filtered_zero_variance} filtered (no reward variance; "
              f"{stats.retired_tasks} tasks"
              + (f" and {stats.retired_families} families" if stats.retired_families else "")
              + f" retired), {stats.dropped_stale} dropped as stale; "
              f"{stats.probes_disagreed} of {stats.probes} groups' first samples disagreed"
              + (f"; failed attempts by kind: {dict(stats.failures)}, {stats.retries} retried, "
                 f"{stats.dropped_failed} left out" if stats.failures else ""))
        if curve.due(done_steps + stats.steps, last=True):
            await curve_point(done_steps + stats.steps)
        await learner.save(run.path / "model")  # the policy evaluated next, to use or resume
        tokenizer.save_pretrained(str(run.path / "model"))
        if cfg.eval.after:
            print("evaluating after RL ...")
            with timing.stage("eval_after", forward=lambda: eval_engine.computed_tokens):
                evals["after"] = await _evaluate_all(cfg, run, sets, eval_worker, "after")
            run.save_state(state)
        return {"evals": evals, "stats": stats, "rows": metrics.rows,
                "steps_total": done_steps + stats.steps, "rl_max_wall_s": wall_s}
    finally:
        if metrics is not None:
            metrics.close()
        if harness_pool is not None:
            await harness_pool.aclose()
        if env is not None:
            await env.aclose()
        if engines is not None:
            await engines.aclose()
        if learner is not None:
            await learner.aclose()
        if ray_started:
            import ray

            ray.shutdown()


def _record_services(run: RunDir, cfg: ParityConfig, env: Any, engines: Any) -> None:
    """Where this run's servers listen, for `parity dashboard` (services.json, owner-only:
    it holds the env servers' token, which their /metrics needs)."""
    import os

    env_urls = list(getattr(env, "urls", None) or (cfg.envs.urls if cfg.envs.mode == "fleet"
                                                    else []))
    token = getattr(env, "token", None) or cfg.envs.token
    engine_urls = [u for u in (getattr(r, "base_url", None) for r in engines.replicas) if u]
    path = run.path / "services.json"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        json.dump({"env_mode": cfg.envs.mode, "env_servers": env_urls,
                   "env_token": token if env_urls else None, "engines": engine_urls}, f, indent=2)


def _run_channels(cfg: ParityConfig, out: Path) -> ParityConfig:
    """The weights transport's meeting points made this run's own: two runs on one machine
    must never share a shared-memory segment, a Ray registry or a weights directory."""
    import uuid

    w = cfg.weights
    tag = f"parity-{uuid.uuid4().hex[:10]}"
    if w.transport == "local" and cfg.engines.placement == "ray" and cfg.engines.kind == "builtin":
        w = w.model_copy(update={"transport": "ray"})  # engine actors pull from the object store
        cfg = cfg.model_copy(update={"weights": w})
    update = {}
    if w.transport == "shm" and w.shm.name == "parity-weights":
        update["shm"] = w.shm.model_copy(update={"name": tag})
    if w.transport == "ray" and w.ray.name == "parity-weights":
        update["ray"] = w.ray.model_copy(update={"name": tag})
    if w.transport == "files" and not Path(w.files.directory).is_absolute():
        directory = out / w.files.directory
        # versions a killed earlier process of this run published may be newer than the
        # checkpoint a resume restores; the restored trainer republishes its own
        shutil.rmtree(directory, ignore_errors=True)
        update["files"] = w.files.model_copy(update={"directory": str(directory)})
    return cfg.model_copy(update={"weights": w.model_copy(update=update)}) if update else cfg


class _Counted:
    """The task iterator, counting what the orchestrator drew: the data cursor of a resume."""

    def __init__(self, it, count: int) -> None:
        self.it, self.count = it, count

    def __iter__(self):
        return self

    def __next__(self):
        item = next(self.it)
        self.count += 1
        return item


def _start_ray_if_needed(cfg: ParityConfig) -> bool:
    if cfg.engines.placement != "ray" and cfg.envs.mode != "ray":
        return False
    from parity.run import actors
    from parity.run.cluster import check_cluster

    started = actors.start_ray(cfg.ray.address)
    try:
        check_cluster(cfg)
    except ConfigError:
        if started:
            import ray

            ray.shutdown()
        raise
    return started


async def _learner(cfg: ParityConfig, run: RunDir, state: dict, model_dir: Path, tokenizer,
                   engines, env=None):
    from parity.run.learners import make_learner

    learner = await make_learner(cfg, model_dir, tokenizer, engines, env, run.path)
    from parity.train.checkpoint import latest

    ckpt = latest(checkpoint_root(cfg, run.path))
    if ckpt is not None:
        version, restored = await learner.restore(ckpt)
        print(f"resuming from {ckpt} (policy version {version})")
        # The checkpoint, not state.json, says how far RL got: a run killed between writing
        # a checkpoint and saving its state (or after a learning-curve point saved the state
        # of a later step) holds a state.json that disagrees with the weights it resumes.
        state.update(steps=restored.step,
                     drawn=int(restored.data_cursor.get("drawn", state.get("drawn", 0))))
        from parity.observe.metrics import drop_rows_after

        dropped = drop_rows_after(run.path / "metrics.jsonl", restored.step)
        if dropped:  # trained after the checkpoint by the run that stopped: they run again
            print(f"metrics.jsonl: the rows of step {', '.join(map(str, dropped))} dropped "
                  f"(after {ckpt.name}, which this run continues from)")
    elif state.get("steps"):
        print(f"no checkpoint under {checkpoint_root(cfg, run.path)}: RL starts again from "
              f"step 0 (state.json said {state['steps']} steps were done)")
        state.update(steps=0, drawn=0)
    return learner


async def _evaluate_all(cfg: ParityConfig, run: RunDir, sets, make_worker, when: str) -> dict:
    """Every evaluation set through `parity eval`'s code; a report of each in OUT/eval/."""
    from parity.evaluation.eval_report import write_report
    from parity.evaluation.paired import efficiency, first_sample_outcomes
    from parity.evaluation.runner import evaluate
    from parity.observe.progress import bar
    from parity.types import record_json

    e = cfg.eval
    # every set at once through one pool of `eval.concurrency` sessions: a set of 8 alone
    # would leave half of 16 slots idle while its slowest tasks finish (measured: 8-task sets
    # took 88-102 s beside 141 s for 32 tasks, one after another)
    pool = asyncio.Semaphore(e.concurrency)

    async def one_set(name: str, tasks: list) -> dict:
        # every sample's trajectory, a line each as it finishes: what moved between before and
        # after can be read, not only counted (the samples in the JSON name their lines)
        traj_path = run.path / "eval" / f"{when}-{name}.trajectories.jsonl"
        traj_path.parent.mkdir(parents=True, exist_ok=True)
        with bar(len(tasks) * e.k, f"{when}: {sets.labels.get(name, name)}", "sample") as progress, \
                open(traj_path, "w") as traj_file:

            def on_sample(_sample, _rec, traj, progress=progress, traj_file=traj_file) -> None:
                traj_file.write(record_json(traj) + "\n")
                traj_file.flush()
                progress.update()

            result = await evaluate(tasks, make_worker, k=e.k, concurrency=e.concurrency,
                                    seed=cfg.seed, on_sample=on_sample, pool=pool,
                                    info={"when": when, "set": sets.labels.get(name, name)})
        write_report(result, run.path / "eval" / f"{when}-{name}.md",
                     run.path / "eval" / f"{when}-{name}.json")
        s = result.summary()
        return {"solve_rate": s["pass@1"]["value"], "ci95": s["pass@1"]["ci95"],
                "n": s["num_tasks"], "solved": s["tasks_solved_at_least_once"],
                **({f"pass@{e.k}": s[f"pass@{e.k}"]["value"]} if e.k > 1 else {}),
                "wall_s": round(s["wall_s"]["total"], 1), **efficiency(result),
                "grade_s": [x.grade_s for t in result.tasks for x in t.samples],
                "outcomes": first_sample_outcomes(result)}  # for the paired test

    named = list(sets.eval_sets().items())
    done = await asyncio.gather(*(one_set(name, tasks) for name, tasks in named))
    res = {name: r for (name, _), r in zip(named, done, strict=True)}
    print(f"  {when}: " + "; ".join(f"{sets.labels.get(k, k)} {_brief(v)}"
                                     for k, v in res.items()))
    return res


def _brief(ev: dict) -> str:
    lo, hi = ev["ci95"]
    return (f"{ev['solved']}/{ev['n']} = {ev['solve_rate']:.1%} (95 % CI {lo:.1%}-{hi:.1%}, "
            f"{ev['wall_s']:.0f} s)")


def _summary(cfg: ParityConfig, run: RunDir, res: dict, sets, wall_s: float) -> dict:
    from parity.evaluation.paired import paired_test
    from parity.observe.plots import plot_before_after, plot_curves
    from parity.run.model import warmup_report
    from parity.tasks.select import fix_groups

    out = run.path
    rows, stats, evals = res["rows"], res["stats"], res["evals"]
    if rows:
        plot_curves(rows, ["rollout/reward_mean"], out / "reward_curve.png",
                    "mean reward of the groups trained on (mixed groups only)")
    if "before" in evals and "after" in evals:
        plot_before_after(
            {sets.labels.get(k, k): {w: evals[w][k] for w in ("before", "after")}
             for k in evals["before"] if k in evals["after"]},
            out / "solve_rates.png", "solve rate before and after RL")
    grade_s = [s for when in evals.values() for part in when.values()
               for s in part.get("grade_s", [])]
    summary: dict[str, Any] = {
        "evals": {when: {k: {f: v for f, v in part.items() if f not in ("grade_s", "outcomes")}
                         for k, part in parts.items()} for when, parts in evals.items()},
        "labels": sets.labels,
        "rl_steps": res["steps_total"], "stop_reason": stats.stop_reason,
        "rl_max_wall_s": res["rl_max_wall_s"],  # RL's cap, after the run's max_wall_s
        "rollouts": stats.rollouts, "trained": stats.trained,
        "filtered_zero_variance": stats.filtered_zero_variance,
        "probes": stats.probes, "probes_disagreed": stats.probes_disagreed,
        "retired_tasks": stats.retired_tasks, "retired_families": stats.retired_families,
        "dropped_stale": stats.dropped_stale,
        "rollout_failures": dict(stats.failures), "rollout_retries": stats.retries,
        "dropped_failed": stats.dropped_failed,
        "seed": cfg.seed,
        "grade_p50_s": round(statistics.median(grade_s), 4) if grade_s else None,
        "wall_s": round(wall_s, 1), "wall_s_total": round(wall_s, 1),
        "warmup": warmup_report(out),  # each stage's steps, and whether its time cap fired
        # each stage's wall time, tokens, tokens/s and share of the bf16 peak
        "time_breakdown": res["time_breakdown"],
    }
    # the headline figures, flat, for scripts and the quickstart's report
    for when in ("before", "after"):
        for k, part in evals.get(when, {}).items():
            summary[f"{k}_solve_rate_{when}"] = part["solve_rate"]
            summary[f"{k}_ci95_{when}"] = part["ci95"]
            summary[f"{k}_n"] = part["n"]
            for f in ("turns_per_solved", "model_tokens_per_solved", "parallel_turn_fraction"):
                if f in part:
                    summary[f"{k}_{f}_{when}"] = part[f]
    # the same tasks before and after: McNemar's exact test on each set, and a permutation
    # test over its fix groups (tasks that write a common line move together); the claim is
    # the first evaluation set (parity.evaluation.paired)
    tasks = sets.eval_sets()
    paired = {k: paired_test(part["outcomes"], evals["after"][k]["outcomes"],
                             fix_groups(tasks.get(k, [])))
              for k, part in evals.get("before", {}).items()
              if "outcomes" in part and "outcomes" in evals.get("after", {}).get(k, {})}
    for k, test in paired.items():
        summary[f"{k}_paired"] = test
        summary[f"{k}_paired_p_value"] = test["p_value"]
    if paired:
        first = next(iter(paired.values()))
        summary["paired_p_value"] = first["p_value"]
        summary["paired_cluster_p_value"] = first["cluster_p_value"]
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary
