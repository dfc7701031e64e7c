"""`parity rl`: asynchronous RL on bundled tasks with every real component, and an honest
before/after evaluation.

Wiring (this is the top: nothing imports it):

    model dir ──► TorchEngine (sampling copy) ◄── weights after each step ──┐
              └─► Trainer (training copy) ────────────────────────────────┘
    bundled tasks ─► RL-train / RL-eval split (by seed) + held-out repositories
    LocalEnv (bwrap sessions, grading in fresh workspaces)
    RolloutWorker(agent loop) ─► Orchestrator(async, groups, staleness, filtering) ─► TrainerLearner

Outputs in the run directory: config.json, metrics.jsonl, buffer/ (every trajectory),
model/ (the policy after RL, the one evaluated after), reward_curve.png, solve_rates.png
(before/after bars with their intervals) and summary.json (solve rates before/after with
95 % Wilson intervals).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import random
import statistics
import time
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from parity.agent.loop import AgentLimits
from parity.rollout.shaping import ShapingConfig
from parity.train.config import TrainConfig
from parity.types import Task

log = logging.getLogger(__name__)


class RLConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    model: str
    out: str
    seed: int = 0
    steps: int = 8
    group_size: int = 4
    groups_per_step: int = 2
    max_concurrent_rollouts: int = 8
    max_off_policy_steps: int = 1
    mode: str = "async"
    max_rollouts: int = 400
    max_wall_s: float = 1800.0
    temperature: float = 1.0
    max_turns: int = 4
    max_tokens_per_turn: int = 128
    # "bundled": the realistic bundled repositories; "kata": the generated practice set
    task_set: Literal["bundled", "kata"] = "bundled"
    # families RL trains on (mutation kinds; kata: templates, see family_of); None: all
    rl_families: list[str] | None = None
    heldout_families: list[str] | None = None  # kata only: families evaluated, never trained
    # also evaluated before and after, on the same unseen functions: e.g. the SFT families,
    # to see what SFT taught and whether RL kept it
    also_eval_families: list[str] | None = None
    eval_fraction: float = 0.3  # of the RL families' functions, held out for evaluation
    # What a family is (kata only). "kind": a mutation kind or template (rl_families); the
    # evaluation functions are a fraction of the RL families' functions. "repo": a kata
    # repository (one function). The non-held-out functions are split by seed into RL-only
    # repositories (`rl_repo_fraction`), fresh ones that neither SFT nor RL touches
    # (`fresh_repo_fraction`, evaluated as "also") and the rest, for SFT (the "sft" part).
    # RL trains on an RL repository's bugs on some lines and is evaluated on its bugs on the
    # other lines (`eval_fraction` of its lines): no evaluation fix was ever an RL target.
    split_by: Literal["kind", "repo"] = "kind"
    # split_by = "repo": the kinds RL practises and is evaluated on (None: every kind in
    # `rl_families`), e.g. those SFT leaves above zero: a task no sample solves carries no
    # signal, and a claim diluted by kinds RL never practised measures less than RL did. The
    # line split is over every `rl_families` kind first, so these keep their share of
    # evaluation lines in repositories where they have a single buggy line.
    rl_kinds: list[str] | None = None
    rl_repo_fraction: float = 0.35
    fresh_repo_fraction: float = 0.15
    # a task whose group had no reward variance is drawn no more (OrchestratorConfig)
    retire_settled_tasks: bool = False
    # a new group first runs this many rollouts, and all group_size only if they disagree
    # (OrchestratorConfig.probe_size); None: every group runs group_size
    probe_size: int | None = Field(default=None, ge=2)
    max_eval_tasks: int = 60
    # the held-out and "also" sets (None: max_eval_tasks): reported, not the claim, so a
    # time-budgeted run may spend less on them
    side_eval_tasks: int | None = None
    eval_concurrency: int = 6
    shaping: ShapingConfig = Field(default_factory=ShapingConfig)
    # engine, environment and trainer as Ray actors (parity.rollout.actors); the orchestrator,
    # workers and evaluation are the same code either way
    ray: bool = False
    ray_address: str | None = None  # None: a local Ray on loopback; else join this cluster
    train: TrainConfig = Field(default_factory=lambda: TrainConfig(lr=2e-5, total_steps=100,
                                                                   micro_batch_tokens=16384))


def family_of(spec) -> str:
    """A task's family: its kata repository's template (`kata/clamp/apple` -> clamp), else its
    mutation kind(s)."""
    if spec.repo.startswith("kata/"):
        return spec.repo.split("/")[1]
    return spec.family


def in_families(spec, families: set[str] | list[str] | tuple[str, ...]) -> bool:
    """A family names a mutation kind or (kata) a template: a task is in it either way."""
    return family_of(spec) in families or spec.family in families


def _instance(spec) -> str:
    """What an "unseen instance" means: a function the RL tasks never touched."""
    m = spec.mutations[0] if spec.mutations else None
    return f"{spec.repo}:{m.file}:{m.description.split(':')[0]}" if m else spec.id


def split_tasks(cfg: RLConfig) -> tuple[list[Task], list[Task], list[Task]]:
    """(RL train, RL eval: unseen instances of the same families, held-out repositories).

    With split_by = "kind", instances are split by function, so an evaluation task's code
    was never in an RL task; with "repo", by buggy line within each RL repository, so no
    evaluated fix was ever an RL target. Held-out: the bundled set's eval repositories, or
    with `task_set = "kata"` the kata families in `heldout_families` (default: the kata
    set's eval split)."""
    parts = partition(cfg)
    return parts["rl"], parts["eval"], parts["heldout"]


def partition(cfg: RLConfig) -> dict[str, list[Task]]:
    """split_tasks' three sets, and "also": with split_by = "kind", tasks of
    `also_eval_families` on the evaluation functions (unseen by RL; the quickstart keeps them
    from SFT too); with split_by = "repo", the fresh repositories' tasks."""
    from parity.tasks.schema import to_task

    return {name: [to_task(s) for s in specs]
            for name, specs in partition_specs(cfg).items() if name != "sft"}


def partition_specs(cfg: RLConfig) -> dict:
    """`partition` as TaskSpecs, before any snapshot is built; also "sft": the tasks left for
    demonstrations (never RL-trained, never evaluated)."""
    from parity.tasks import bundled_specs

    kata = cfg.task_set == "kata"
    singles = [s for s in bundled_specs(kata=kata) if len(s.mutations) == 1]
    heldout_fams = set(cfg.heldout_families or [])
    if kata and heldout_fams:
        train_specs = [s for s in singles if family_of(s) not in heldout_fams]
        heldout = [s for s in singles if family_of(s) in heldout_fams]
    else:
        train_specs = [s for s in singles if s.split == "train"]
        heldout = [s for s in singles if s.split == "eval"]
    rng = random.Random(cfg.seed)
    if cfg.split_by == "repo":
        if not kata:
            raise ValueError('split_by = "repo" needs task_set = "kata" (one function per repository)')
        parts = _split_by_repo(cfg, train_specs, rng)
        kinds = cfg.rl_kinds or cfg.rl_families
        if kinds:  # the same mutation kinds on the held-out families
            heldout = [s for s in heldout if s.family in set(kinds)]
        rng.shuffle(heldout)
    else:
        parts = _split_by_kind(cfg, train_specs, heldout, kata, rng)
        heldout = parts.pop("heldout")  # shuffled there, in the draw order of earlier runs
    n = cfg.max_eval_tasks
    side = cfg.side_eval_tasks if cfg.side_eval_tasks is not None else n
    return {"rl": parts["rl"], "eval": parts["eval"][:n], "heldout": heldout[:side],
            "also": parts["also"][:side], "sft": parts["sft"]}


def _split_by_kind(cfg: RLConfig, train_specs: list, heldout: list, kata: bool,
                   rng: random.Random) -> dict:
    candidates = train_specs
    if cfg.rl_families:
        fams = set(cfg.rl_families)
        known = {family_of(s) for s in train_specs} | {s.family for s in train_specs}
        if fams - known:
            raise ValueError(f"no training task has family {', '.join(sorted(fams - known))}; "
                             f"known: {', '.join(sorted(known))}")
        train_specs = [s for s in train_specs if in_families(s, fams)]
        if not kata:  # the bundled held-out repositories, same mutation kinds
            heldout = [s for s in heldout if in_families(s, fams)]
    instances = sorted({_instance(s) for s in train_specs})
    rng.shuffle(instances)
    eval_inst = set(instances[: int(len(instances) * cfg.eval_fraction)])
    eval_specs = [s for s in train_specs if _instance(s) in eval_inst]
    rl_specs = [s for s in train_specs if _instance(s) not in eval_inst]
    rng.shuffle(eval_specs)
    rng.shuffle(heldout)
    also = [s for s in candidates if cfg.also_eval_families
            and in_families(s, cfg.also_eval_families) and _instance(s) in eval_inst]
    rng.shuffle(also)
    fams = set(cfg.rl_families or [])
    sft = [s for s in candidates if _instance(s) not in eval_inst
           and not (fams and in_families(s, fams))]
    return {"rl": rl_specs, "eval": eval_specs, "heldout": heldout, "also": also, "sft": sft}


def _split_by_repo(cfg: RLConfig, train_specs: list, rng: random.Random) -> dict:
    # the split is of repositories, whatever the kinds; `rl_families` (mutation kinds) then
    # picks the tasks RL trains and is evaluated on. "sft" keeps every kind: the caller
    # chooses the kinds it demonstrates
    repos = sorted({s.repo for s in train_specs})
    rng.shuffle(repos)
    n_rl = round(len(repos) * cfg.rl_repo_fraction)
    n_fresh = round(len(repos) * cfg.fresh_repo_fraction)
    if n_rl < 1 or n_rl + n_fresh > len(repos):
        raise ValueError(f"rl_repo_fraction {cfg.rl_repo_fraction} and fresh_repo_fraction "
                         f"{cfg.fresh_repo_fraction} do not split {len(repos)} repositories")
    rl_repos, fresh_repos = set(repos[:n_rl]), set(repos[n_rl:n_rl + n_fresh])
    kinds = set(cfg.rl_families or [])
    practised = set(cfg.rl_kinds or [])
    unknown = (kinds | practised) - {s.family for s in train_specs}
    if unknown:
        raise ValueError(f"no training task has kind {', '.join(sorted(unknown))}")
    if kinds and practised - kinds:
        raise ValueError(f"rl_kinds {', '.join(sorted(practised - kinds))} "
                         f"not among rl_families, the kinds split by line")
    by_repo: dict[str, list] = {}
    for s in train_specs:
        if not kinds or s.family in kinds:
            by_repo.setdefault(s.repo, []).append(s)
    rl_specs, eval_specs = [], []
    for repo in sorted(rl_repos & set(by_repo)):
        lines = sorted({s.mutations[0].line for s in by_repo[repo]})
        rng.shuffle(lines)
        # at least one line held out, except in a repository with bugs on one line only: it
        # trains, since evaluating it would leave RL nothing to practise on there
        n_held = max(1, int(len(lines) * cfg.eval_fraction)) if len(lines) > 1 else 0
        held = set(lines[:n_held])
        for s in by_repo[repo]:
            (eval_specs if s.mutations[0].line in held else rl_specs).append(s)
    also = [s for r in sorted(fresh_repos & set(by_repo)) for s in by_repo[r]]
    if practised:  # after the line split: evaluation lines stay apart from all
        rl_specs, eval_specs, also = ([s for s in part if s.family in practised]
                                      for part in (rl_specs, eval_specs, also))
    sft = [s for s in train_specs if s.repo not in rl_repos | fresh_repos]
    rng.shuffle(eval_specs)
    rng.shuffle(also)
    return {"rl": rl_specs, "eval": eval_specs, "also": also, "sft": sft}


def _also_label(cfg: RLConfig) -> str:
    if cfg.split_by == "repo":
        return "fresh functions neither SFT nor RL touched"
    return ", ".join(cfg.also_eval_families or [])


def _brief(ev: dict) -> str:
    lo, hi = ev["ci95"]
    return f"{ev['solved']}/{ev['n']} = {ev['solve_rate']:.1%} (95 % CI {lo:.1%}-{hi:.1%}, {ev['wall_s']:.0f} s)"


async def evaluate(worker_factory, tasks: list[Task], concurrency: int) -> dict:
    from parity.observe.report import wilson_interval

    sem = asyncio.Semaphore(concurrency)
    worker = worker_factory()

    grade_s: list[float] = []

    async def one(task: Task) -> float:
        async with sem:
            traj = await worker.run(task, group_id="eval")
            if traj.grade is not None:
                grade_s.append(traj.grade.duration_s)
            return 1.0 if traj.grade is not None and traj.grade.reward > 0 else 0.0

    t0 = time.monotonic()
    solved = await asyncio.gather(*(one(t) for t in tasks))
    k, n = int(sum(solved)), len(tasks)
    lo, hi = wilson_interval(k, n)
    return {"solve_rate": k / n if n else 0.0, "solved": k, "n": n, "ci95": [lo, hi],
            "wall_s": round(time.monotonic() - t0, 1), "grade_s": grade_s}


def run_rl(cfg: RLConfig) -> dict:
    import torch

    from parity.agent.policies import TokenPolicy
    from parity.config import EnvConfig
    from parity.envserver.sessions import LocalEnv
    from parity.inference.engine import SamplingParams
    from parity.inference.models import load_model, load_tokenizer
    from parity.inference.torch_engine import TorchEngine
    from parity.observe.metrics import MetricsWriter
    from parity.observe.report import plot_before_after, plot_curves
    from parity.rollout.buffer import TrajectoryBuffer
    from parity.rollout.learner import TrainerLearner
    from parity.rollout.orchestrator import Orchestrator, OrchestratorConfig
    from parity.rollout.worker import RolloutWorker
    from parity.train.trainer import Trainer

    start = time.monotonic()
    out = Path(cfg.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "config.json").write_text(cfg.model_dump_json(indent=2))
    torch.manual_seed(cfg.seed)
    random.seed(cfg.seed)
    tokenizer = load_tokenizer(cfg.model)
    train_cfg = cfg.train.model_copy(update={"seed": cfg.seed,
                                             "sampling_temperature": max(cfg.temperature, 1e-3)})
    ray_started, handles = False, []
    if cfg.ray:
        from parity.rollout import actors

        ray_started = actors.start_ray(cfg.ray_address)
        handles = [actors.spawn(actors.EngineActor, cfg.model),
                   actors.spawn(actors.TrainerActor, cfg.model, train_cfg,
                                tokenizer.pad_token_id or 0)]
        engine = actors.RemoteEngine(handles[0])
        learner = actors.RemoteLearner(handles[1], [engine])
    else:
        from parity.train.trainer import resolve_device

        device = resolve_device(cfg.train.device)
        engine = TorchEngine(load_model(cfg.model, device=str(device),
                                        dtype="bfloat16" if device.type == "cuda" else "float32"))
        trainer = Trainer(load_model(cfg.model, dtype="float32", device="cpu"), train_cfg,
                          pad_token_id=tokenizer.pad_token_id or 0)
        learner = TrainerLearner(trainer, [engine])
    parts = partition(cfg)
    rl_tasks, eval_tasks, heldout, also = parts["rl"], parts["eval"], parts["heldout"], parts["also"]
    print(f"tasks: {len(rl_tasks)} for RL, {len(eval_tasks)} unseen RL-family instances for "
          f"evaluation, {len(heldout)} from held-out repositories")
    limits = AgentLimits(max_turns=cfg.max_turns, max_tokens_per_turn=cfg.max_tokens_per_turn)

    def worker_factory(temperature: float, seed: int | None = None):
        def make() -> RolloutWorker:
            sampling = SamplingParams(temperature=temperature, seed=seed)
            return RolloutWorker(env, lambda: TokenPolicy(engine, tokenizer, sampling), limits,
                                 cfg.shaping)
        return make

    async def go() -> dict:
        nonlocal env
        if cfg.ray:
            env = actors.RemoteEnv(actors.spawn(actors.EnvActor, EnvConfig(max_sessions=64)))
        else:
            env = LocalEnv(EnvConfig(max_sessions=64))
        greedy = worker_factory(0.0, cfg.seed)

        async def evaluate_all(when: str) -> dict:
            sets = {"rl": eval_tasks, "heldout": heldout, **({"also": also} if also else {})}
            res = {k: await evaluate(greedy, v, cfg.eval_concurrency) for k, v in sets.items()}
            extra = f"; also ({_also_label(cfg)}) {_brief(res['also'])}" if also else ""
            print(f"  {when}: RL families {_brief(res['rl'])}; held-out "
                  f"{_brief(res['heldout'])}{extra}")
            return res

        try:
            evals = {}
            print("evaluating before RL ...")
            evals["before"] = await evaluate_all("before")
            rng = random.Random(cfg.seed)
            order = list(rl_tasks)
            rng.shuffle(order)
            metrics = MetricsWriter(out / "metrics.jsonl")
            orch = Orchestrator(
                itertools.cycle(order), worker_factory(cfg.temperature)(),
                learner, TrajectoryBuffer(out / "buffer"),
                OrchestratorConfig(num_steps=cfg.steps, group_size=cfg.group_size,
                                   groups_per_step=cfg.groups_per_step,
                                   max_concurrent_rollouts=cfg.max_concurrent_rollouts,
                                   max_off_policy_steps=cfg.max_off_policy_steps,
                                   mode=cfg.mode, max_rollouts=cfg.max_rollouts,  # type: ignore[arg-type]
                                   max_wall_s=cfg.max_wall_s,
                                   retire_settled_tasks=cfg.retire_settled_tasks,
                                   probe_size=cfg.probe_size),
                metrics, task_index={t.id: t for t in rl_tasks})
            print(f"RL: {cfg.steps} steps of {cfg.groups_per_step} groups x {cfg.group_size} ...")
            stats = await orch.run()
            print(f"  stopped ({stats.stop_reason}) after {stats.steps} steps: "
                  f"{stats.rollouts} rollouts, {stats.trained} trained on, "
                  f"{stats.filtered_zero_variance} filtered (no reward variance; "
                  f"{stats.retired_tasks} tasks retired), {stats.dropped_stale} dropped as stale")
            await learner.save(out / "model")  # the policy evaluated next, to use or resume
            tokenizer.save_pretrained(str(out / "model"))
            print("evaluating after RL ...")
            evals["after"] = await evaluate_all("after")
            return {"evals": evals, "stats": stats, "rows": metrics.rows}
        finally:
            await env.aclose()

    env = None
    try:
        res = asyncio.run(go())
    finally:
        if handles:
            actors.kill(*handles)
        if ray_started:
            import ray

            ray.shutdown()
    rows, stats, evals = res["rows"], res["stats"], res["evals"]
    if rows:
        plot_curves(rows, ["rollout/reward_mean"], out / "reward_curve.png",
                    "mean reward of the groups trained on (mixed groups only)")
    labels = {"rl": "RL families, unseen lines" if cfg.split_by == "repo"
              else "RL families, unseen functions",
              "also": _also_label(cfg), "heldout": "held-out families"}
    plot_before_after({labels[k]: {w: evals[w][k] for w in ("before", "after")}
                       for k in ("rl", "also", "heldout") if k in evals["before"]},
                      out / "solve_rates.png", "greedy solve rate before and after RL")
    grade_s = [d for when in evals.values() for part in when.values() for d in part.pop("grade_s")]
    summary = {
        "rl_families_solve_rate_before": evals["before"]["rl"]["solve_rate"],
        "rl_families_solve_rate_after": evals["after"]["rl"]["solve_rate"],
        "rl_families_ci95": {"before": evals["before"]["rl"]["ci95"],
                             "after": evals["after"]["rl"]["ci95"]},
        "heldout_repos_solve_rate_before": evals["before"]["heldout"]["solve_rate"],
        "heldout_repos_solve_rate_after": evals["after"]["heldout"]["solve_rate"],
        "heldout_repos_ci95": {"before": evals["before"]["heldout"]["ci95"],
                               "after": evals["after"]["heldout"]["ci95"]},
        "num_eval_tasks": {"rl_families": evals["before"]["rl"]["n"],
                           "heldout_repos": evals["before"]["heldout"]["n"]},
        "split_by": cfg.split_by,
        **({"also_eval_families": cfg.also_eval_families,
            "also_label": _also_label(cfg),
            "also_solve_rate_before": evals["before"]["also"]["solve_rate"],
            "also_solve_rate_after": evals["after"]["also"]["solve_rate"],
            "also_ci95": {"before": evals["before"]["also"]["ci95"],
                          "after": evals["after"]["also"]["ci95"]},
            "also_num_eval_tasks": evals["before"]["also"]["n"]} if also else {}),
        "rl_steps": stats.steps, "stop_reason": stats.stop_reason, "rollouts": stats.rollouts, "trained": stats.trained,
        "filtered_zero_variance": stats.filtered_zero_variance,
        "retired_tasks": stats.retired_tasks,
        "dropped_stale": stats.dropped_stale, "seed": cfg.seed,
        "grade_p50_s": round(statistics.median(grade_s), 4) if grade_s else None,
        "eval_wall_s": {k: round(sum(part["wall_s"] for part in evals[k].values()), 1)
                        for k in ("before", "after")},
        "wall_s": round(time.monotonic() - start, 1),
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary
