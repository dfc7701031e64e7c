"""Re-validate a task set: for every task the gold patch must earn 1 and the empty patch 0,
and each task's two rewards are reported.

Run after a bundled repository or the grader changes; it is also where the grading
latency figure comes from (one fresh-workspace test run per grade).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from parity.sandbox import Limits, SandboxBackend
from parity.tasks.grading import grade_patch
from parity.tasks.schema import TaskSpec, to_task


@dataclass(frozen=True)
class TaskCheck:
    """One task's two grades: a user who synthesized tasks reads here that each is sound (gold
    1.0, empty 0.0), not only a count of the ones that are not."""

    task_id: str
    gold_reward: float
    empty_reward: float
    gold_s: float
    empty_s: float
    problem: str | None  # why the task is unsound; None when it is sound


@dataclass
class ValidationReport:
    checked: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)
    grade_s: list[float] = field(default_factory=list)
    tasks: list[TaskCheck] = field(default_factory=list)

    def summary(self) -> dict:
        return {"checked": self.checked, "failed": len(self.failures),
                "grade_p50_s": round(statistics.median(self.grade_s), 3) if self.grade_s else None,
                "failures": self.failures[:20]}


def validate_specs(specs: list[TaskSpec], backend: SandboxBackend, workers: int = 3,
                   on_task: Callable[[TaskCheck], None] | None = None) -> ValidationReport:
    """Grade each task's gold patch and its empty patch (both, even when the first is wrong:
    the user reads both numbers). `on_task` sees each task as it finishes, in task order."""
    report = ValidationReport()

    def one(spec: TaskSpec) -> TaskCheck:
        task = to_task(spec)
        snapshot = Path(task.snapshot.path)
        t0 = time.monotonic()
        gold = grade_patch(backend, snapshot, spec.gold_patch, task, Limits(), f"v-{time.monotonic_ns()}")
        t1 = time.monotonic()
        noop = grade_patch(backend, snapshot, "", task, Limits(), f"v-{time.monotonic_ns()}")
        t2 = time.monotonic()
        problems = []
        if gold.reward != 1.0:
            problems.append(f"gold patch earns {gold.reward}: {'; '.join(gold.reasons)[:300]}")
        if noop.reward != 0.0:
            problems.append(f"the empty patch earns {noop.reward}")
        return TaskCheck(spec.id, gold.reward, noop.reward, t1 - t0, t2 - t1,
                         "; ".join(problems) or None)

    with ThreadPoolExecutor(workers) as pool:
        for check in pool.map(one, specs):
            report.checked += 1
            report.grade_s += [check.gold_s, check.empty_s]
            report.tasks.append(check)
            if check.problem:
                report.failures.append((check.task_id, check.problem))
            if on_task is not None:
                on_task(check)
    return report
