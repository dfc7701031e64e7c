"""The evaluation runner: k graded samples per task through the production path.

    tasks ──► k samples each (sample i of task t seeded by hash(seed, t, i))
                 │  at most `concurrency` in flight
                 ▼
    make_worker(sample) ──► worker.run(task) ──► Trajectory + Grade (hidden tests, fresh workspace)
                 │
                 ▼
    SampleRecord (solved, tokens, turns, tool calls, wall time) ──► TaskRecord (n, c, pass@1,
    pass@k) ──► EvalResult (aggregates with 95 % intervals, breakdowns by repository and kind)

The caller owns the model and the environment: `make_worker` turns an `EvalSample` (task,
index, seed) into anything with `async run(task, group_id) -> Trajectory`, normally a
`RolloutWorker`, so `parity eval` and a training run's before/after evaluation are this same
code. A sample that failed (finish_reason "error", no grade: the engine, the environment or
the grader raised, or it timed out; a worker that raises is recorded the same way, kind
"other") counts as unsolved, keeps its kind and reason, and is counted apart by kind, so an
unhealthy run is visible rather than silently scored; the evaluation always finishes. A
sample that ran out of context is graded as it stands (failure "context_overflow").

Left out: early stopping once an interval is tight enough, and resuming a half-done run.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import statistics
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import Field

from parity.evaluation.passk import mean_interval, pass_at_k
from parity.types import Record, Task, Trajectory

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class EvalSample:
    """Which sample a worker is made for: sample `index` (0..k-1) of `task`, and the seed
    its sampling should use."""

    task: Task
    index: int
    seed: int


class Worker(Protocol):
    async def run(self, task: Task, group_id: str = "") -> Trajectory: ...


class SampleRecord(Record):
    index: int
    seed: int
    trajectory_id: str  # its line in a trajectory file (`parity eval --trajectories`)
    solved: bool
    reward: float  # the grader's verdict, before any shaping
    finish_reason: str
    error: str = ""  # why it failed, when finish_reason is "error"
    failure: str = ""  # the failure's kind (parity.types.FailureKind), "" if none
    turns: int
    tool_calls: int
    parallel_turns: int  # turns with two or more tool calls
    prompt_tokens: int | None  # summed over turns; None where the policy records no ids
    completion_tokens: int
    cached_prompt_tokens: int
    agent_s: float  # the agent loop
    # of which: the engine generating, and tool calls in the sandbox (None in older reports)
    generate_s: float | None = None
    tools_s: float | None = None
    grade_s: float  # running the hidden tests
    wall_s: float  # all of it: session, loop, grading, closing


class TaskRecord(Record):
    task_id: str
    repo: str
    family: str
    samples: list[SampleRecord]

    @property
    def n(self) -> int:
        return len(self.samples)

    @property
    def correct(self) -> int:
        return sum(s.solved for s in self.samples)

    def pass_at(self, k: int) -> float:
        return pass_at_k(self.n, self.correct, k)

    @property
    def wall_s(self) -> float:
        """The time its samples took, summed (they may have run side by side)."""
        return sum(s.wall_s for s in self.samples)


class EvalResult(Record):
    k: int
    seed: int
    concurrency: int
    wall_s: float
    tasks: list[TaskRecord]
    bootstrap_resamples: int = 2000
    # how the run was made (model, task file, temperature, ...), for the report only
    info: dict[str, Any] = Field(default_factory=dict)

    def pass_at(self, k: int, tasks: list[TaskRecord] | None = None) -> dict[str, Any]:
        """Mean pass@k over `tasks` (default: all) and its 95 % interval over tasks."""
        tasks = self.tasks if tasks is None else tasks
        values = [t.pass_at(k) for t in tasks]
        mean = sum(values) / len(values) if values else 0.0
        lo, hi = mean_interval(values, k, seed=self.seed, resamples=self.bootstrap_resamples)
        return {"value": mean, "ci95": [lo, hi],
                "interval": "wilson over tasks" if k == 1 else
                f"percentile bootstrap over tasks ({self.bootstrap_resamples} resamples, "
                f"seed {self.seed})"}

    def breakdown(self, key: Callable[[TaskRecord], str]) -> dict[str, dict[str, Any]]:
        groups: dict[str, list[TaskRecord]] = {}
        for t in self.tasks:
            groups.setdefault(key(t), []).append(t)
        out = {}
        for name in sorted(groups):
            part = groups[name]
            row: dict[str, Any] = {"tasks": len(part), "solved_samples": sum(t.correct for t in part),
                                   "pass@1": self.pass_at(1, part)}
            if self.k > 1:
                row[f"pass@{self.k}"] = self.pass_at(self.k, part)
            out[name] = row
        return out

    def summary(self) -> dict[str, Any]:
        """The aggregate figures: what the markdown report shows and the JSON file opens with."""
        samples = [s for t in self.tasks for s in t.samples]
        turns = sum(s.turns for s in samples)
        prompt = [s.prompt_tokens for s in samples if s.prompt_tokens is not None]
        per_task_s = [t.wall_s for t in self.tasks]
        headline = {"pass@1": self.pass_at(1)}
        if self.k > 1:
            headline[f"pass@{self.k}"] = self.pass_at(self.k)
        return {
            "num_tasks": len(self.tasks),
            "samples_per_task": self.k,
            "num_samples": len(samples),
            "solved_samples": sum(s.solved for s in samples),
            "tasks_solved_at_least_once": sum(t.correct > 0 for t in self.tasks),
            **headline,
            "by_repo": self.breakdown(lambda t: t.repo),
            "by_kind": self.breakdown(lambda t: t.family),
            "tokens": {
                # None where the policy recorded no token ids (a remote chat model)
                "prompt": sum(prompt) if prompt else None,
                "completion": sum(s.completion_tokens for s in samples),
                "cached_prompt": sum(s.cached_prompt_tokens for s in samples),
                "prompt_per_sample": _mean(prompt) if prompt else None,
                "completion_per_sample": _mean([s.completion_tokens for s in samples]),
            },
            "turns_per_sample": _mean([s.turns for s in samples]),
            "tool_calls_per_turn": sum(s.tool_calls for s in samples) / turns if turns else 0.0,
            "parallel_turn_share": sum(s.parallel_turns for s in samples) / turns if turns else 0.0,
            "finish_reasons": dict(Counter(s.finish_reason for s in samples).most_common()),
            "environment_errors": sum(s.finish_reason == "error" for s in samples),
            "failures": dict(Counter(s.failure for s in samples if s.failure).most_common()),
            "wall_s": {
                "total": self.wall_s,
                "per_task_mean": _mean(per_task_s),
                "per_task_p50": statistics.median(per_task_s) if per_task_s else 0.0,
                "per_task_max": max(per_task_s, default=0.0),
                "per_sample_mean": _mean([s.wall_s for s in samples]),
                "grade_per_sample_mean": _mean([s.grade_s for s in samples]),
            },
            "seed": self.seed,
            **({"info": self.info} if self.info else {}),
        }


def _mean(values: list[float] | list[int]) -> float:
    return sum(values) / len(values) if values else 0.0


def sample_seed(seed: int, task_id: str, index: int) -> int:
    """A task's sample seed that depends on the task's id, not its position: the same task
    gets the same seeds in any subset or order of a task set."""
    digest = hashlib.sha256(f"{seed}\x00{task_id}\x00{index}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF


def record_of(traj: Trajectory, sample: EvalSample, wall_s: float) -> SampleRecord:
    grade = traj.grade
    return SampleRecord(
        index=sample.index, seed=sample.seed, trajectory_id=traj.id,
        solved=grade is not None and grade.reward > 0,
        reward=grade.reward if grade is not None else 0.0,
        finish_reason=traj.finish_reason,
        error=traj.finish_detail if traj.finish_reason == "error" else "",
        failure=traj.failure or "",
        turns=len(traj.turns),
        tool_calls=sum(len(t.tool_calls) for t in traj.turns),
        parallel_turns=sum(len(t.tool_calls) >= 2 for t in traj.turns),
        # each turn reads the whole conversation before it: what an API bills as prompt
        prompt_tokens=sum(t.start for t in traj.turns) if traj.token_ids else None,
        completion_tokens=sum(t.num_tokens for t in traj.turns),
        cached_prompt_tokens=sum(t.cached_prompt_tokens for t in traj.turns),
        agent_s=traj.wall_s,
        generate_s=sum(t.generate_s for t in traj.turns),
        tools_s=sum(t.tools_s for t in traj.turns), grade_s=grade.duration_s if grade is not None else 0.0,
        wall_s=wall_s)


async def evaluate(tasks: list[Task], make_worker: Callable[[EvalSample], Worker], *,
                   k: int = 1, concurrency: int = 8, seed: int = 0,
                   on_sample: Callable[[EvalSample, SampleRecord, Trajectory], None] | None = None,
                   info: dict[str, Any] | None = None,
                   pool: asyncio.Semaphore | None = None) -> EvalResult:
    """k samples of every task through `make_worker`'s workers, graded by the hidden tests.
    `on_sample` hears of each finished sample, with its trajectory (progress lines, a
    trajectory file). `pool`: slots shared with evaluations running beside this one (then
    `concurrency` only describes the result); default, `concurrency` slots of its own."""
    if k < 1:
        raise ValueError(f"k must be at least 1, not {k}")
    if concurrency < 1:
        raise ValueError(f"concurrency must be at least 1, not {concurrency}")
    ids = [t.id for t in tasks]
    if len(set(ids)) != len(ids):
        dup = next(i for i, n in Counter(ids).items() if n > 1)
        raise ValueError(f"task {dup!r} appears twice in the task set")
    sem = pool if pool is not None else asyncio.Semaphore(concurrency)
    records: dict[str, list[SampleRecord]] = {t.id: [] for t in tasks}

    async def one(sample: EvalSample) -> None:
        async with sem:
            t0 = time.monotonic()
            try:
                traj = await make_worker(sample).run(sample.task,
                                                     group_id=f"eval-{sample.task.id}")
            except Exception as e:  # noqa: BLE001 - one failed sample never ends an evaluation
                log.exception("sample %d of %s raised", sample.index, sample.task.id)
                traj = Trajectory(id=f"failed-{sample.task.id}-{sample.index}",
                                  task_id=sample.task.id, finish_reason="error",
                                  failure="other", finish_detail=f"{type(e).__name__}: {e}")
            rec = record_of(traj, sample, time.monotonic() - t0)
        records[sample.task.id].append(rec)
        if on_sample is not None:
            on_sample(sample, rec, traj)

    # sample 0 of every task first: a run cut short has spread its work over the task set
    samples = [EvalSample(t, i, sample_seed(seed, t.id, i)) for i in range(k) for t in tasks]
    t0 = time.monotonic()
    try:  # only what `one` does not catch (cancellation, a failing on_sample) ends the rest
        async with asyncio.TaskGroup() as group:
            for s in samples:
                group.create_task(one(s))
    except ExceptionGroup as eg:
        raise eg.exceptions[0] from eg
    return EvalResult(
        k=k, seed=seed, concurrency=concurrency, wall_s=round(time.monotonic() - t0, 3),
        tasks=[TaskRecord(task_id=t.id, repo=repo_label(t.repo), family=t.family or "unknown",
                          samples=sorted(records[t.id], key=lambda s: s.index))
               for t in tasks],
        info=info or {})


def repo_label(repo: str) -> str:
    """A repository as a reader knows it: a local clone's directory name (`owner__name`),
    a bundled repository's name as it is."""
    if repo.startswith("/"):
        return repo.rstrip("/").rsplit("/", 1)[-1]
    return repo or "unknown"
