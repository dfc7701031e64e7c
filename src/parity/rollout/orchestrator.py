"""The orchestrator: keeps every rollout slot busy and feeds the trainer groups.

    tasks ──► slots (max_concurrent_rollouts), G rollouts per task form a group
                │  a slot is refilled the moment its rollout ends: a long-tail rollout
                │  holds one slot, never the fleet; a new group starts only where it can
                │  be trained within max_off_policy_steps (backpressure: _may_launch)
                ▼
    finished trajectory ──► durable buffer (fsync) ──► group assembly
                                                          │ group complete
                                 staleness: weight updates since its oldest turn's
                                 version > max_off_policy_steps ──► dropped (counted `stale`)
                                 all rewards equal ──► filtered (counted `zero_variance`);
                                 with retire_settled_tasks its task is drawn no more
                                 (counted `retired_tasks`); with retire_flat_families,
                                 nor its family's after that many such groups in a row
                                 (counted `retired_families`)
                                 with probe_size: a group first runs that many rollouts,
                                 and grows to group_size only if they disagree
                                                          ▼
                                                   ready groups ──► batch taken: stale
                                                   groups dropped again ──► trainer step (runs
                                                   concurrently with rollouts) ──► weights v+1
                                                   to the engines, between decode steps

Failed rollouts (parity.rollout.worker: engine, env, grader, timeout, other) never end a
run. Each is counted by kind (`rollout/failures/<kind>`) and retried in a fresh session up to
`max_rollout_retries` times: dropping it at once would bias its group toward the samples that
did not fail. A member that still fails is left out of its group: a group trains without its
failed members while at least two remain, else it is dropped (settled `error`, counted in
`rollout/dropped_failed`). A rollout that outgrew the context window (`context_overflow`) is
counted but not retried: it is graded as it is and trains like any other. A run whose last
`failure_window` attempts failed at a rate of `max_failure_rate` or more stops with
`RolloutsFailing`, naming the kinds and the last reason, instead of spinning.

Nor does a run spin on groups that carry no signal. When the last `max_flat_groups` groups
in a row had no reward variance (every sample solved, or none did: a model too weak for its
tasks scores 0 on every rollout, and a step never comes), the run stops with a stop reason
that names the solve rate it saw and what to change, instead of sampling until a budget.

Each step's row also aggregates the rollouts that finished since the last step
(parity.rollout.stats: turns, tokens, wall time, tool calls per turn, parallel calls, tool and
grade latency), how busy the rollout slots were (`rollout/slots_busy_frac`), and whatever the
`step_probes` add (engine busy fraction, sessions per env server). With `inflight_path` set,
the rollouts in flight are written there about once a second (atomically: a reader never sees
half a file) for the dashboard: slot, task, group, started_at, attempt, phase, turns so far.

In `sync` mode (for comparison and debugging) a whole batch is generated, then trained on,
and nothing is generated while the trainer works.
"""

from __future__ import annotations

import asyncio
import bisect
import itertools
import json
import logging
import os
import statistics
import time
import uuid
from collections import Counter, deque
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal, Protocol

from pydantic import Field

from parity.agent.loop import ROLLOUT_PROGRESS, RolloutProgress
from parity.observe.metrics import MetricsWriter
from parity.rollout.buffer import TrajectoryBuffer
from parity.rollout.stats import BusyMeter, rollout_metrics
from parity.rollout.worker import RolloutWorker, failed
from parity.section import Section
from parity.tasks.select import family_of
from parity.types import Task, Trajectory

log = logging.getLogger(__name__)


class Learner(Protocol):
    """What the orchestrator trains: it steps on groups and publishes the new weights."""

    version: int

    async def train(self, groups: list[list[Trajectory]]) -> dict[str, float]: ...


class OrchestratorConfig(Section):
    """The orchestrator's settings: the `[orchestrator]` section of a run (parity.config adds
    the run's own keys to it: the agent's limits, shaping, partial credit, checkpoints)."""

    steps: int = Field(8, ge=0)  # trainer steps (batches of groups_per_step groups) to take
    group_size: int = Field(4, ge=2)
    groups_per_step: int = Field(2, ge=1)
    max_concurrent_rollouts: int = Field(8, ge=1)
    # a group whose oldest turn is more weight updates (trainer steps, each a publish to the
    # engines) behind the trainer than this is dropped. An update is ppo_epochs x minibatches
    # optimizer steps, and the policy version counts optimizer steps, so the bound counts the
    # updates since a version, not versions: counted in versions, a bound of 1 with two
    # minibatches dropped every group that was in flight during a step (a seed-1 run: 536
    # rollouts dropped in 6 steps, every group trained at staleness 0). The group is
    # checked when it completes and again when a batch is taken: ready groups queue while
    # the trainer works, and a check at completion alone let groups train 2-4 versions
    # behind a bound of 1-2. So every trained token is at most this many updates old
    # (`train/staleness_max_updates`; `train/staleness_max` counts optimizer steps)
    max_off_policy_steps: int = Field(1, ge=0)
    mode: Literal["async", "sync"] = "async"
    # Budgets: with no signal (every group filtered) steps never come, so a run also ends
    # after this many rollouts or this much wall time, and says so (None: no such budget).
    # max_wall_s counts RL alone: a run's evaluations are not counted.
    max_rollouts: int | None = Field(400, ge=1)
    max_wall_s: float | None = Field(1800.0, gt=0)
    # The rollouts' sampling temperature. The orchestrator takes its worker ready-made: the
    # run samples the worker's policy at this temperature, and the trainer divides its logits
    # by it (`train.sampling_temperature` follows it; parity.config)
    temperature: float = Field(1.0, ge=0.0)
    # a group whose samples all scored the same carries no signal: not trained on
    filter_zero_variance: bool = True
    # A task whose group had no reward variance (solved by every sample, or by none) is not
    # drawn again: over a cycled task list, repeats of such groups are what starve the trainer
    # (a 300 s quickstart run: 1,376 of 1,725 rollouts filtered, 10 steps). The online
    # filtering of DAPO (Yu et al. 2025, sec. 3.2) keeps batches full the same way; this also
    # spends no more rollouts on tasks that have shown they carry no signal.
    retire_settled_tasks: bool = False
    # Dynamic sampling with a cheap probe: a new group first runs `probe_size` rollouts and
    # grows to `group_size` only if their rewards differ; a probe that agrees is settled as
    # a zero-variance group of that size (filtered, counted, retired as above). Most tasks
    # after SFT are solved by every sample or by none (a quickstart run: 2,128 of 2,523
    # rollouts filtered), so a probe of 4 halves what they cost, at the price of missing
    # some rare-success tasks (p = 0.1: 4 misses with probability 0.66, 8 with 0.43). The
    # groups trained on keep `group_size` samples. None: every group runs group_size.
    probe_size: int | None = Field(None, ge=2)
    # A family (parity.tasks.select.family_of: a kata template, else the mutation kind) whose
    # last this-many groups all settled with no reward variance, none informative between
    # them, is drawn no more, as retire_settled_tasks does for one task: after SFT whole
    # templates are out of reach or solved every time (two quickstart runs: kata max_gap 6
    # of 6 and 8 of 8 groups unsolved, discount 6 of 7 and 7 of 7), and their probes were a
    # third of RL's rollouts. None: off.
    retire_flat_families: int | None = Field(None, ge=1)
    # a failed rollout runs again in a fresh session up to this many times (see the top)
    max_rollout_retries: int = Field(2, ge=0)
    # stop the run (RolloutsFailing) when this share of the last `failure_window` rollout
    # attempts failed: an environment or engine that fails every rollout ends the run
    max_failure_rate: float = Field(0.9, gt=0.0, le=1.0)
    failure_window: int = Field(50, ge=1)
    # stop when this many groups in a row had no reward variance (see the top); None: never.
    # At a 16 % chance that a group is informative (a quickstart run), 100 flat groups in a
    # row happen with probability 3e-8: this fires on a run that cannot learn, not on luck.
    max_flat_groups: int | None = Field(100, ge=1)


def _family(task: Task) -> str:
    """What retire_flat_families counts by: a task with no family is one of its own."""
    return family_of(task) or task.id


class RolloutsFailing(RuntimeError):
    """Nearly every rollout fails: the run stops instead of retrying forever."""


@dataclass
class RunStats:
    stop_reason: str = ""
    steps: int = 0
    rollouts: int = 0
    trained: int = 0
    filtered_zero_variance: int = 0
    probes: int = 0  # groups whose first `probe_size` (else group_size) samples were graded
    probes_disagreed: int = 0  # ... and differed: the groups that carry signal
    retired_tasks: int = 0
    retired_families: int = 0
    dropped_stale: int = 0
    errors: int = 0  # rollouts in groups dropped because too few members succeeded
    failures: Counter[str] = field(default_factory=Counter)  # by kind, every attempt
    retries: int = 0
    dropped_failed: int = 0  # failed members left out after their retries
    wall_s: float = 0.0
    step_metrics: list[dict[str, float]] = field(default_factory=list)


@dataclass
class FlatStreak:
    """Groups in a row that carried no signal, and what their rollouts scored."""

    groups: int = 0
    rollouts: int = 0
    solved: int = 0
    all_solved_groups: int = 0

    def add(self, trajs: list[Trajectory]) -> None:
        solved = sum(1 for t in trajs if t.grade is not None and t.grade.reward > 0)
        self.groups += 1
        self.rollouts += len(trajs)
        self.solved += solved
        self.all_solved_groups += solved == len(trajs)

    def message(self) -> str:
        rate = self.solved / max(1, self.rollouts)
        head = (f"no signal: {self.groups} groups in a row ({self.rollouts} rollouts) had no "
                f"reward variance, at a solve rate of {rate:.1%} ({self.all_solved_groups} "
                f"groups solved by every sample, {self.groups - self.all_solved_groups} by "
                f"none); RL learns only from groups whose samples disagree. ")
        if rate < 0.5:
            return head + ("The model solves too little of these tasks: start from a stronger "
                           "model (more warmup.sft_steps or warmup.demos), give it easier "
                           "tasks (tasks.select), sample more per task "
                           "(orchestrator.group_size, orchestrator.temperature), or reward "
                           "partial fixes (orchestrator.partial_credit)")
        return head + ("The tasks are too easy for this model: harder tasks (tasks.select), "
                       "orchestrator.retire_settled_tasks, or a higher "
                       "orchestrator.temperature")


@dataclass
class _Group:
    task: Task
    size: int
    trajs: list[Trajectory] = field(default_factory=list)
    launched: int = 0
    probed: bool = False  # its first samples counted in RunStats.probes


class Orchestrator:
    def __init__(self, tasks: Iterator[Task], worker: RolloutWorker, learner: Learner,
                 buffer: TrajectoryBuffer, config: OrchestratorConfig,
                 metrics: MetricsWriter | None = None,
                 task_index: dict[str, Task] | None = None, step_offset: int = 0) -> None:
        self.tasks = tasks
        self.worker = worker
        self.learner = learner
        self.buffer = buffer
        self.cfg = config
        self.metrics = metrics or MetricsWriter(None)
        self.task_index = task_index or {}
        self.stats = RunStats()
        self.groups: dict[str, _Group] = {}
        self.ready: list[list[Trajectory]] = []
        self.retired: set[str] = set()
        # retire_flat_families: each family's flat groups since its last informative one
        self.flat_in_family: Counter[str] = Counter()
        self.retired_families: set[str] = set()
        # the policy versions the engines received, one per weight update, in order (set
        # when the run starts)
        self._updates: list[int] = []
        # steps a resumed run took before this one (metrics and `on_step` count from there)
        self.step_offset = step_offset
        # awaited after every trainer step with the step number: where a run checkpoints
        self.on_step: Callable[[int], Awaitable[None]] | None = None
        self._recent_failed: deque[bool] = deque(maxlen=max(1, config.failure_window))
        self._last_failure = ""
        # per-step observability: the rollouts finished since the last step, the slots'
        # occupancy, extra metric sources (engine, env), and the in-flight file
        self.step_probes: list[Callable[[], dict[str, float]]] = []
        self.inflight_path: Path | None = None
        self._window: list[Trajectory] = []
        self._slots = BusyMeter()
        self._inflight: dict[int, RolloutProgress] = {}
        # the groups settled with no variance since the last informative one
        self._flat = FlatStreak()
        self._no_signal = False

    # -- groups ---------------------------------------------------------------------------

    def _next_task(self) -> Task | None:
        """The next task not retired; None when the tasks run out, or when a cycled list
        comes round to a retired task a second time in one call (every task is retired)."""
        skipped: set[str] = set()
        for task in self.tasks:
            if task.id not in self.retired and not (
                    self.retired_families and _family(task) in self.retired_families):
                return task
            if task.id in skipped:
                self.stats.stop_reason = self.stats.stop_reason or "every task retired"
                return None
            skipped.add(task.id)
        return None

    def _new_group(self) -> str | None:
        task = self._next_task()
        if task is None:
            return None
        gid = f"g-{uuid.uuid4().hex[:10]}"
        size = self.cfg.group_size
        if self.cfg.probe_size is not None:  # a probe of one could never disagree
            size = min(max(self.cfg.probe_size, 2), size)
        self.groups[gid] = _Group(task, size)
        return gid

    def _resume(self) -> None:
        """Regroup what a previous run wrote but never settled; with retire_settled_tasks,
        retire again the tasks it retired (their groups were settled as zero-variance)."""
        written = self.buffer.all()
        if self.cfg.retire_settled_tasks:
            self.retired |= {t.task_id for t in written
                             if self.buffer.settled.get(t.id) == "zero_variance"}
            if self.retired:
                log.info("%d tasks retired by an earlier run stay retired", len(self.retired))
        if self.cfg.retire_flat_families is not None:  # the streaks, in the order written
            for t in {t.group_id: t for t in written}.values():
                why = self.buffer.settled.get(t.id)
                if why in ("zero_variance", "trained") and t.task_id in self.task_index:
                    self._count_family(self.task_index[t.task_id], why == "trained")
        for traj in (t for t in written if t.id not in self.buffer.settled):
            g = self.groups.get(traj.group_id)
            if g is None:
                task = self.task_index.get(traj.task_id)
                if task is None:
                    self.buffer.settle([traj.id], "orphaned")
                    continue
                g = self.groups[traj.group_id] = _Group(task, self.cfg.group_size)
            g.trajs.append(traj)
            g.launched += 1
        for gid in list(self.groups):
            self._maybe_complete(gid)
        if self.groups or self.ready:
            log.info("resumed %d groups in progress and %d ready", len(self.groups), len(self.ready))

    def _maybe_complete(self, gid: str) -> None:
        g = self.groups[gid]
        if len(g.trajs) < g.size:
            return
        trajs = [t for t in g.trajs if t.finish_reason != "error"]
        # informative only if the grader's verdicts differ: shaping never makes a group
        # whose members all solved (or all failed) worth training on (rollout/shaping.py)
        mixed = len({t.verdict for t in trajs}) > 1
        if not g.probed:
            g.probed = True
            self.stats.probes += 1
            self.stats.probes_disagreed += mixed
        if g.size < self.cfg.group_size and mixed:
            g.size = self.cfg.group_size  # the probe disagrees: the group grows
            return
        del self.groups[gid]
        ids = [t.id for t in g.trajs]
        failed_ids = [t.id for t in g.trajs if t.finish_reason == "error"]
        self.buffer.settle(failed_ids, "error")  # left out; the rest goes on without them
        self.stats.dropped_failed += len(failed_ids)
        if len(trajs) < 2:
            self.buffer.settle(ids, "error")
            self.stats.errors += len(g.trajs)
            return
        if self._drop_if_stale(trajs, ids):
            return
        self._count_signal(trajs, mixed)
        self._count_family(g.task, mixed)
        if self.cfg.filter_zero_variance and not mixed:
            self.buffer.settle(ids, "zero_variance")
            self.stats.filtered_zero_variance += len(ids)
            if self.cfg.retire_settled_tasks and g.task.id not in self.retired:
                self.retired.add(g.task.id)
                self.stats.retired_tasks += 1
            return
        self.ready.append(trajs)

    def _count_family(self, task: Task, mixed: bool) -> None:
        limit = self.cfg.retire_flat_families
        if limit is None:
            return
        family = _family(task)
        self.flat_in_family[family] = 0 if mixed else self.flat_in_family[family] + 1
        if self.flat_in_family[family] >= limit and family not in self.retired_families:
            self.retired_families.add(family)
            self.stats.retired_families += 1
            log.info("family %s retired: %d groups in a row without signal", family, limit)

    def _count_signal(self, trajs: list[Trajectory], mixed: bool) -> None:
        if mixed:
            self._flat = FlatStreak()
            return
        self._flat.add(trajs)
        limit = self.cfg.max_flat_groups
        if limit is not None and self._flat.groups >= limit and not self._no_signal:
            self._no_signal = True
            self.stats.stop_reason = self._flat.message()
            log.warning("stopping: %s", self.stats.stop_reason)

    def _updates_since(self, version: int) -> int:
        """Weight updates the engines received after `version`."""
        return len(self._updates) - bisect.bisect_right(self._updates, version)

    def _drop_if_stale(self, trajs: list[Trajectory], ids: list[str]) -> bool:
        oldest = min(t.min_version for t in trajs)
        if self._updates_since(oldest) <= self.cfg.max_off_policy_steps:
            return False
        self.buffer.settle(ids, "stale")
        self.stats.dropped_stale += len(ids)
        return True

    def _take_batch(self) -> list[list[Trajectory]]:
        """Up to groups_per_step ready groups, oldest first, each checked for staleness
        against the trainer's version now, the version the step trains from."""
        batch: list[list[Trajectory]] = []
        while self.ready and len(batch) < self.cfg.groups_per_step:
            group = self.ready.pop(0)
            if not self._drop_if_stale(group, [t.id for t in group]):
                batch.append(group)
        return batch

    def _finished(self, traj: Trajectory) -> None:
        self.buffer.append(traj)
        self.stats.rollouts += 1
        self._window.append(traj)
        g = self.groups.get(traj.group_id)
        if g is None:  # its group was settled while it ran
            self.buffer.settle([traj.id], "late")
            return
        g.trajs.append(traj)
        self._maybe_complete(traj.group_id)

    # -- scheduling -----------------------------------------------------------------------

    def _budget_left(self) -> bool:
        cfg = self.cfg
        if self._no_signal:
            return False
        if cfg.max_rollouts is not None and self._launched >= cfg.max_rollouts:
            self.stats.stop_reason = self.stats.stop_reason or f"max_rollouts ({cfg.max_rollouts})"
            return False
        if cfg.max_wall_s is not None and time.monotonic() - self._start > cfg.max_wall_s:
            self.stats.stop_reason = self.stats.stop_reason or f"max_wall_s ({cfg.max_wall_s:.0f} s)"
            return False
        return True

    def _open_group(self) -> str | None:
        """A group that still needs rollouts launched, if any."""
        return next((k for k, g in self.groups.items() if g.launched < g.size), None)

    def _may_launch(self, training: bool) -> bool:
        """Backpressure: a rollout is started only where it can be trained within
        max_off_policy_steps. An open group always gets its members; a new group only if
        the groups already committed (ready, or with rollouts in flight) leave it a place
        in a batch taken at most max_off_policy_steps updates from now. Batches are taken
        oldest first, groups_per_step at a time, and while a step runs the next batch is
        taken one update later. The old rule (fewer than 2 x groups_per_step ready, the
        groups in flight not counted) let a quickstart run on 2 cores drop 76 of 196 and 100
        of 197 rollouts as stale (docs/results.md): CPU the trainer beside them lost."""
        if self._open_group() is not None:
            return True
        batches = self.cfg.max_off_policy_steps + (0 if training else 1)
        return len(self.ready) + len(self.groups) < self.cfg.groups_per_step * batches

    def _launch(self, in_flight: set[asyncio.Task]) -> bool:
        """Start one rollout: of an open group that still needs some, else of a new group."""
        if not self._budget_left():
            return False
        self._launched += 1
        gid = self._open_group()
        if gid is None:
            gid = self._new_group()
            if gid is None:
                return False
        g = self.groups[gid]
        g.launched += 1
        in_flight.add(asyncio.create_task(self._rollout(g.task, gid)))
        return True

    async def _rollout(self, task: Task, gid: str) -> Trajectory:
        """One group member: the worker's rollout, run again in a fresh session while it
        fails (up to max_rollout_retries times); every failure counted by its kind."""
        slot = next(i for i in itertools.count() if i not in self._inflight)
        progress = self._inflight[slot] = RolloutProgress(task.id, gid, time.time())
        ROLLOUT_PROGRESS.set(progress)  # this task's own context: the worker updates it
        self._slots.enter()
        try:
            return await self._attempts(task, gid, progress)
        finally:
            self._slots.exit()
            del self._inflight[slot]

    async def _attempts(self, task: Task, gid: str, progress: RolloutProgress) -> Trajectory:
        for attempt in range(self.cfg.max_rollout_retries + 1):
            progress.attempt, progress.phase, progress.turns = attempt + 1, "starting", 0
            try:
                traj = await self.worker.run(task, gid)
            except Exception as e:  # noqa: BLE001 - a worker that raises anyway (a remote one)
                log.exception("the rollout worker raised on %s", task.id)
                traj = failed(task.id, gid, "other", f"{type(e).__name__}: {e}")
            is_error = traj.finish_reason == "error"
            self._recent_failed.append(is_error)
            if traj.failure is not None:
                self.stats.failures[traj.failure] += 1
            if not is_error:
                return traj
            self._last_failure = f"{traj.failure}: {traj.finish_detail}"
            if attempt < self.cfg.max_rollout_retries:
                self.stats.retries += 1
                log.info("retrying a rollout of %s (attempt %d) after %s", task.id,
                         attempt + 2, self._last_failure)
        return traj

    def _check_failure_rate(self) -> None:
        window = self._recent_failed
        if len(window) < (window.maxlen or 1):
            return
        rate = sum(window) / len(window)
        if rate >= self.cfg.max_failure_rate:
            kinds = ", ".join(f"{k} {n}" for k, n in self.stats.failures.most_common())
            raise RolloutsFailing(
                f"{rate:.0%} of the last {len(window)} rollouts failed (max_failure_rate "
                f"{self.cfg.max_failure_rate:g}; so far: {kinds}); the last: "
                f"{self._last_failure[:500]}")

    async def _train(self, batch: list[list[Trajectory]]) -> None:
        t0 = time.monotonic()
        trajs = [t for g in batch for t in g]
        behind = self._updates_since(min(t.min_version for t in trajs))
        m = await self.learner.train(batch)
        if self.learner.version != (self._updates[-1] if self._updates else 0):
            self._updates.append(self.learner.version)
        self.buffer.settle([t.id for t in trajs], "trained")
        self.stats.trained += len(trajs)
        self.stats.steps += 1
        rewards = [t.reward or 0.0 for t in trajs]
        row = {**m, "train/step_s": time.monotonic() - t0,
               "train/staleness_max_updates": float(behind),
               "rollout/reward_mean": statistics.fmean(rewards),
               "rollout/solved": statistics.fmean(1.0 if (t.grade and t.grade.reward > 0) else 0.0
                                                  for t in trajs),
               "rollout/turns_mean": statistics.fmean(len(t.turns) for t in trajs),
               "rollout/filtered_zero_variance": self.stats.filtered_zero_variance,
               "rollout/probes": self.stats.probes,
               "rollout/probes_disagreed": self.stats.probes_disagreed,
               "rollout/retired_tasks": self.stats.retired_tasks,
               "rollout/retired_families": self.stats.retired_families,
               "rollout/dropped_stale": self.stats.dropped_stale,
               "rollout/completed": self.stats.rollouts,
               "rollout/retries": self.stats.retries,
               "rollout/dropped_failed": self.stats.dropped_failed,
               **{f"rollout/failures/{k}": n for k, n in self.stats.failures.items()},
               "policy/version": self.learner.version}
        row.update(self._observed())
        self.stats.step_metrics.append(row)
        self.metrics.log(self.step_offset + self.stats.steps, row)
        if self.on_step is not None:
            await self.on_step(self.step_offset + self.stats.steps)

    def _observed(self) -> dict[str, float]:
        """The step's observability figures (see the top); a probe that fails is logged."""
        window, self._window = self._window, []
        busy, mean = self._slots.take()
        row = {**rollout_metrics(window), "rollout/slots_busy_frac": busy,
               "rollout/slots_used_frac": mean / max(1, self.cfg.max_concurrent_rollouts)}
        for probe in self.step_probes:
            try:
                row.update(probe())
            except Exception:  # noqa: BLE001 - a metric never stops a run
                log.exception("a step metrics probe failed")
        return row

    def _write_inflight(self, running: bool = True) -> None:
        if self.inflight_path is None:
            return
        now = time.time()
        rows = [{"slot": slot, **asdict(p), "age_s": round(now - p.started_at, 1)}
                for slot, p in sorted(self._inflight.items())]
        tmp = self.inflight_path.with_name(self.inflight_path.name + ".tmp")
        tmp.write_text(json.dumps({"time": now, "running": running,
                                   "max_concurrent_rollouts": self.cfg.max_concurrent_rollouts,
                                   "rollouts": rows}) + "\n")
        os.replace(tmp, self.inflight_path)

    async def _inflight_writer(self, every_s: float = 1.0) -> None:
        while True:
            try:
                self._write_inflight()
            except OSError:
                log.exception("writing %s failed", self.inflight_path)
            await asyncio.sleep(every_s)

    async def run(self) -> RunStats:
        start = self._start = time.monotonic()
        self._launched = 0
        # versions reached before this run (a resume) count as one update each: a group
        # written then is never taken for fresher than it is
        self._updates = list(range(1, self.learner.version + 1))
        self._resume()
        writer = (asyncio.create_task(self._inflight_writer())
                  if self.inflight_path is not None else None)
        try:
            if self.cfg.mode == "sync":
                await self._run_sync()
            else:
                await self._run_async()
        finally:
            if writer is not None:
                writer.cancel()
                await asyncio.gather(writer, return_exceptions=True)
                self._inflight.clear()
                self._write_inflight(running=False)
        self.stats.wall_s = time.monotonic() - start
        if self.stats.steps >= self.cfg.steps:  # a budget that fired in the drain cost no step
            self.stats.stop_reason = "num_steps"
        elif not self.stats.stop_reason:
            self.stats.stop_reason = "out of tasks"
        return self.stats

    async def _run_async(self) -> None:
        in_flight: set[asyncio.Task] = set()
        trainer: asyncio.Task | None = None
        exhausted = False
        try:
            while self.stats.steps < self.cfg.steps:
                if trainer is None and len(self.ready) >= self.cfg.groups_per_step:
                    batch = self._take_batch()
                    if len(batch) == self.cfg.groups_per_step:
                        trainer = asyncio.create_task(self._train(batch))
                    else:  # stale groups were dropped: wait for fresh ones
                        self.ready[:0] = batch
                while (not exhausted and len(in_flight) < self.cfg.max_concurrent_rollouts
                       and self._may_launch(training=trainer is not None)):
                    exhausted = not self._launch(in_flight)
                waiting = in_flight | ({trainer} if trainer else set())
                if not waiting:
                    log.warning("stopping after %d steps: %s", self.stats.steps,
                                self.stats.stop_reason or "out of tasks")
                    break
                done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
                for d in done:
                    if d is trainer:
                        trainer = None
                        d.result()  # a trainer failure does end the run
                    else:
                        in_flight.discard(d)
                        self._finished(d.result())  # _rollout never raises
                self._check_failure_rate()
                if self._no_signal and trainer is None:
                    break  # the rollouts in flight are cancelled below
            if trainer is not None:
                await trainer
                trainer = None
        finally:
            # however the loop ends: rollouts past the last step are cancelled (those that
            # finished were written, not trained on), and a step in progress completes
            for t in in_flight:
                t.cancel()
            await asyncio.gather(*in_flight, return_exceptions=True)
            if trainer is not None:
                for r in await asyncio.gather(trainer, return_exceptions=True):
                    if isinstance(r, BaseException):
                        log.error("the trainer step in progress failed too: %r", r)

    async def _run_sync(self) -> None:
        while self.stats.steps < self.cfg.steps:
            need = self.cfg.groups_per_step - len(self.ready)
            in_flight: set[asyncio.Task] = set()
            for _ in range(need * self.cfg.group_size):
                if not self._launch(in_flight):
                    break
            if not in_flight and not self.ready:
                log.warning("stopping after %d steps: %s", self.stats.steps,
                            self.stats.stop_reason or "out of tasks")
                return
            try:
                trajs = await asyncio.gather(*in_flight)
            finally:
                for t in in_flight:
                    t.cancel()
            for traj in trajs:
                self._finished(traj)
            self._check_failure_rate()
            if self._no_signal:
                return
            batch = self._take_batch()
            if batch:
                await self._train(batch)
