"""Re-validate a task set: for every task the gold patch must earn 1 and the empty patch 0.

Run after a bundled repository or the grader changes; it is also where the grading
latency figure comes from (one fresh-workspace test run per grade).
"""

from __future__ import annotations

import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from parity.sandbox import Limits, SandboxBackend
from parity.tasks.grading import grade_patch
from parity.tasks.schema import TaskSpec, to_task


@dataclass
class ValidationReport:
    checked: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)
    grade_s: list[float] = field(default_factory=list)

    def summary(self) -> dict:
        return {"checked": self.checked, "failed": len(self.failures),
                "grade_p50_s": round(statistics.median(self.grade_s), 3) if self.grade_s else None,
                "failures": self.failures[:20]}


def validate_specs(specs: list[TaskSpec], backend: SandboxBackend, workers: int = 3) -> ValidationReport:
    report = ValidationReport()

    def one(spec: TaskSpec) -> tuple[str, str | None, list[float]]:
        task = to_task(spec)
        snapshot = Path(task.snapshot.path)
        times = []
        t0 = time.monotonic()
        gold = grade_patch(backend, snapshot, spec.gold_patch, task, Limits(), f"v-{time.monotonic_ns()}")
        times.append(time.monotonic() - t0)
        if gold.reward != 1.0:
            return spec.id, f"gold patch earns {gold.reward}: {'; '.join(gold.reasons)[:300]}", times
        t0 = time.monotonic()
        noop = grade_patch(backend, snapshot, "", task, Limits(), f"v-{time.monotonic_ns()}")
        times.append(time.monotonic() - t0)
        if noop.reward != 0.0:
            return spec.id, "the empty patch earns 1", times
        return spec.id, None, times

    with ThreadPoolExecutor(workers) as pool:
        for task_id, problem, times in pool.map(one, specs):
            report.checked += 1
            report.grade_s += times
            if problem:
                report.failures.append((task_id, problem))
    return report
