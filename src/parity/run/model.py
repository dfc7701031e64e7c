"""The model a run starts RL from: `[model]`, then the `[warmup]` stages.

    model.path = DIR          a local Hugging Face causal-LM directory, used as it is
    model.path unset          the tiny default built into OUT/base (parity.models.tiny)
    warmup.pretrain_steps > 0 continued pre-training on local code     -> OUT/pretrain/model
    warmup.demos > 0          graded demonstrations through the production loop, on the
                              built-in sets' SFT share or on the run's own training tasks
                              (warmup.demo_tasks), by the scripted solver or by a model the
                              user names (warmup.demo_model)            -> OUT/demos.jsonl
    warmup.sft_steps > 0      SFT on them                               -> OUT/sft/model

Training stages stop on step counts: a seed gives the same starting model on a fast machine
and a slow one (a time budget made two seed-0 runs start RL 12 points apart). `pretrain_s`
and `sft_s` are safety caps; one that fires is printed and recorded in the stage's `done`
marker (JSON: steps, wall_s, time_capped), which `warmup_report` reads back for summary.json.
Each stage writes that marker when it completes, so a resumed run skips what is done and
redoes a stage that was cut off. Each stage is timed into the run's TimeBreakdown
(parity.observe.timing), with the tokens its training loop trained on; one done before a
resume is recorded as skipped.
"""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import time
from collections import Counter
from pathlib import Path
from typing import Any

from parity.config import ParityConfig
from parity.observe.timing import TimeBreakdown

RESUMED = "done before this run was resumed"


def _done(stage_dir: Path) -> bool:
    return (stage_dir / "done").is_file()


def _mark(stage_dir: Path, loop: dict[str, float] | None = None) -> None:
    record: dict = {"finished": time.strftime("%Y-%m-%dT%H:%M:%S")}
    if loop is not None:
        record |= {"steps": int(loop["loop/steps"]), "wall_s": round(loop["loop/wall_s"], 1),
                   "time_capped": bool(loop["loop/time_capped"])}
    (stage_dir / "done").write_text(json.dumps(record) + "\n")
    # a finished stage is never resumed (the next one reads its model/), so its checkpoint
    # (SmolLM2-135M: 1.6 GB, two thirds of it optimizer state) goes
    shutil.rmtree(stage_dir / "checkpoints", ignore_errors=True)


def warmup_report(out: Path) -> dict[str, dict]:
    """Each finished training stage's done marker ({steps, wall_s, time_capped}), by stage."""
    report = {}
    for name in ("pretrain", "sft"):
        marker = out / name / "done"
        if marker.is_file():
            try:
                report[name] = json.loads(marker.read_text())
            except json.JSONDecodeError:  # a marker from before step budgets: a timestamp
                report[name] = {}
    return report


def base_model(cfg: ParityConfig, out: Path, timing: TimeBreakdown | None = None) -> Path:
    timing = timing or TimeBreakdown()
    if cfg.model.path is not None:  # a directory, a .gguf file or a pretrained model's name
        from parity.run.agent_model import resolve

        with timing.stage("base_model"):  # converted or pulled on first use
            return Path(resolve(str(Path(cfg.model.path).expanduser())))
    from parity.models.tiny import build_default

    stage = out / "base"
    if _done(stage):
        timing.skip("base_model", RESUMED)
        return stage
    print(f"model: building the tiny default into {stage}")
    with timing.stage("base_model"):
        build_default(stage, cfg.model.tiny, seed=cfg.seed)
    _mark(stage)
    return stage


def warm_up(cfg: ParityConfig, base: Path, sft_specs: list, out: Path,
            timing: TimeBreakdown | None = None) -> Path:
    """The model after the warmup stages that are on (the base when none is)."""
    from parity.models.corpus import pretrain_on_code
    from parity.train.config import TrainConfig
    from parity.train.pretrain import LoopOptions, sft

    w = cfg.warmup
    timing = timing or TimeBreakdown()
    if w.pretrain_steps == 0 and w.pretrain_s is not None:
        raise ValueError("warmup.pretrain_s is a safety cap now: set warmup.pretrain_steps "
                         "(the stage's length) too, or remove it")
    precision = dict(mixed_precision=cfg.train.mixed_precision, device=cfg.train.device,
                     gradient_checkpointing=cfg.train.gradient_checkpointing,
                     warmup_steps=w.lr_warmup_steps, warmup_fraction=w.lr_warmup_fraction,
                     total_steps=w.schedule_steps)  # None: the stage's step count
    model = base
    if w.pretrain_steps > 0:
        stage = out / "pretrain"
        if _done(stage):
            timing.skip("pretrain", RESUMED)
        else:
            print(f"warmup: continued pre-training on local code, {w.pretrain_steps} steps")
            with timing.stage("pretrain") as rec:
                loop = pretrain_on_code(
                    model, TrainConfig(lr=w.pretrain_lr, micro_batch_tokens=16384, **precision),
                    LoopOptions(out_dir=str(stage), max_steps=w.pretrain_steps,
                                max_time_s=w.pretrain_s, save_every_steps=100000,
                                log_every_steps=25, seed=cfg.seed),
                    seq_len=512, batch_rows=8, corpus_bytes=2 << 20)
                rec.train_tokens += int(loop["loop/tokens"])
            _mark(stage, loop)
        model = stage / "model"
    if w.demos > 0 and w.sft_steps > 0:
        stage = out / "sft"
        if _done(stage):
            timing.skip("demos", RESUMED)
            timing.skip("sft", RESUMED)
        else:
            with timing.stage("demos"):
                data = _demonstrations(cfg, model, sft_specs, out)
            print(f"warmup: SFT, {w.sft_steps} steps")
            with timing.stage("sft") as rec:
                loop = sft(model, data, TrainConfig(lr=w.sft_lr, micro_batch_tokens=32768,
                                                    **precision),
                           LoopOptions(out_dir=str(stage), max_steps=w.sft_steps,
                                       max_time_s=w.sft_s, save_every_steps=100000,
                                       log_every_steps=25, seed=cfg.seed),
                           batch_size=w.sft_batch, max_tokens=4096)
                rec.train_tokens += int(loop["loop/tokens"])
            _mark(stage, loop)
        model = stage / "model"
    elif w.demos > 0 or w.sft_steps > 0:
        raise ValueError("warmup: demos and sft_steps go together (demonstrations are what SFT "
                         "trains on); set both, or neither")
    elif w.sft_s is not None:
        raise ValueError("warmup.sft_s is a safety cap now: set warmup.sft_steps (the stage's "
                         "length) and warmup.demos too, or remove it")
    return model


def demo_specs(cfg: ParityConfig, sets) -> list:
    """The tasks demonstrations are made on (`warmup.demo_tasks`): the built-in sets' SFT
    share, or the training tasks themselves, which is all a task file of the user's own has.
    Demonstrating on RL's own tasks means SFT has seen their fixes: the evaluation tasks
    (held out of the file's training tasks) stay unseen either way."""
    from parity.run.tasks import BUILTIN_SETS

    w = cfg.warmup
    choice = w.demo_tasks
    if choice == "auto":
        choice = "sft" if cfg.tasks.train in BUILTIN_SETS else "train"
    specs = list(sets.sft) if choice == "sft" else list(sets.train_specs)
    if not sets.demo_also:
        return specs
    # warmup.demo_also: its share of `demos`, the rest from the run's own; each drawn by seed
    # (the kinds demonstrated filter both), so the mix holds whatever the two sets' sizes
    def drawn(part: list) -> list:
        part = [s for s in part if not w.demo_kinds or s.family in w.demo_kinds]
        random.Random(cfg.seed).shuffle(part)
        return part

    also = drawn(sets.demo_also)[: round(w.demos * w.demo_also_share)]
    own = drawn(specs)[: w.demos - len(also)]
    print(f"warmup: {len(also)} of the demonstrations' tasks from {w.demo_also}, "
          f"{len(own)} from the run's own")
    return own + also


def _demonstrations(cfg: ParityConfig, model: Path, sft_specs: list, out: Path) -> Path:
    from parity.envserver.sessions import LocalEnv
    from parity.inference.models import load_tokenizer
    from parity.rollout.demos import make_demos, write_jsonl

    w = cfg.warmup
    specs = [s for s in sft_specs if not w.demo_kinds or s.family in w.demo_kinds]
    if not specs:
        if sft_specs:
            raise ValueError(f"warmup.demo_kinds = {w.demo_kinds}: none of the "
                             f"{len(sft_specs)} tasks for demonstrations has those mutation "
                             "kinds; remove warmup.demo_kinds or name kinds the tasks have")
        raise ValueError(
            f"warmup.demos: no task for demonstrations: warmup.demo_tasks = "
            f"{w.demo_tasks!r} takes "
            + ("the built-in sets' SFT share, which a task file does not have; set "
               "warmup.demo_tasks = \"train\" (or \"auto\") to demonstrate on its "
               "training tasks" if w.demo_tasks == "sft" else
               "the training tasks, and there are none (tasks.train, tasks.train_split)"))
    random.Random(cfg.seed).shuffle(specs)
    specs = specs[: w.demos]
    tokenizer = load_tokenizer(model)
    who = f"the model {w.demo_model}" if w.demo_model else "the scripted solver"
    print(f"warmup: demonstrations on {len(specs)} tasks by {who}")

    async def go():
        env = LocalEnv(cfg.envs.env.model_copy(update={"max_sessions": 32}))
        try:
            if cfg.orchestrator.harness is not None:  # recorded through the run's harness
                return await _harness_demonstrations(cfg, model, specs, env, tokenizer, why)
            replies = None
            if w.demo_model:
                replies = await _model_replies(cfg, w.demo_model, specs, env)
                print(f"  {w.demo_model} solved {len(replies)} of {len(specs)}; replaying "
                      "its replies through this run's tokenizer")
            # cut as the rollouts' are: their window is one trainer micro-batch at most
            return await make_demos(specs, env, tokenizer, concurrency=6,
                                    edit_style=w.demo_edit_style, routes=w.demo_routes,
                                    replies=replies,
                                    max_total_tokens=cfg.train.micro_batch_tokens,
                                    why_failed=why)
        finally:
            await env.aclose()

    t0 = time.monotonic()
    why: Counter[str] = Counter()
    kept, failed = asyncio.run(go())
    print(f"  {len(kept)} graded demonstrations kept ({failed} did not solve their task"
          + "".join(f"; {n}: {reason}" for reason, n in why.most_common(3))
          + f") in {time.monotonic() - t0:.0f} s")
    if not kept:
        raise ValueError(
            f"warmup.demos: none of the {len(specs)} demonstrations by {who} solved its task, "
            "so SFT has nothing to train on: "
            + ("give a stronger warmup.demo_model, or leave it unset for the scripted solver"
               if w.demo_model else
               "check the tasks with `parity tasks validate FILE` (each gold patch must earn "
               "1), or set warmup.demo_model to a model that solves some"))
    return write_jsonl(kept, out / "demos.jsonl")


async def _harness_demonstrations(cfg: ParityConfig, model: Path, specs: list, env: Any,
                                  tokenizer: Any, why: Counter) -> tuple[list, int]:
    """The engineer's demonstrations through `orchestrator.harness` (parity.harness.demos):
    the scripted engineer behind the harness's endpoint, speaking its `bash` tool, so SFT
    trains on what the harness itself sends and receives."""
    from parity.harness.demos import harness_demos
    from parity.harness.worker import resolve_harness
    from parity.inference.models import end_of_turn_ids

    w, o = cfg.warmup, cfg.orchestrator
    if w.demo_model or w.demo_routes != ["engineer"]:
        raise ValueError("orchestrator.harness: demonstrations through a harness take the "
                         "engineer route only (warmup.demo_routes = [\"engineer\"], no "
                         "warmup.demo_model)")
    harness = resolve_harness(o.harness)
    print(f"  through the {harness.name} harness")
    return await harness_demos(specs, env, tokenizer, harness,
                               eos_token_ids=end_of_turn_ids(model, tokenizer),
                               edit_style=w.demo_edit_style, concurrency=2,
                               max_tokens_per_turn=4 * o.max_tokens_per_turn,
                               max_turns=8, wall_time_s=o.harness_timeout_s,
                               max_seq_len=cfg.train.micro_batch_tokens, why_failed=why)


async def _model_replies(cfg: ParityConfig, demo_model: str, specs: list, env
                         ) -> dict[str, list[str]]:
    """Task id -> the replies with which `demo_model` solved it (greedy, the run's agent
    limits); unsolved tasks are left out."""
    from parity.agent.loop import AgentLimits
    from parity.evaluation.model_arg import open_model
    from parity.evaluation.runner import EvalSample
    from parity.rollout.worker import RolloutWorker
    from parity.tasks.schema import to_task

    o = cfg.orchestrator
    try:
        model = open_model(demo_model, temperature=0.0, device=cfg.train.device)
    except (ValueError, OSError) as e:
        raise ValueError(f"warmup.demo_model: {e}") from None
    limits = AgentLimits.of(o)
    sem = asyncio.Semaphore(cfg.eval.concurrency)

    async def one(spec) -> tuple[str, list[str] | None]:
        sample = EvalSample(to_task(spec), 0, cfg.seed)
        worker = RolloutWorker(env, lambda: model.policy_for(sample), limits)
        async with sem:
            traj = await worker.run(sample.task, group_id="demo-model")
        return spec.id, [t.text for t in traj.turns] if traj.reward == 1.0 else None

    try:
        model.check_tasks([to_task(s) for s in specs])
        results = await asyncio.gather(*(one(s) for s in specs))
    finally:
        await model.aclose()
    return {task_id: replies for task_id, replies in results if replies}
