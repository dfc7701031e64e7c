"""Synthesize validated tasks from a repository with a pytest suite.

    repo ──► clean suite ×2 (keep tests that pass both times)
         ──► mutants (seeded sample over kinds)
         ──► per mutant, in a sandbox:  bug applied → ≥1 stable test fails, ≥1 still passes,
                                        no collection error, no timeout
                                        no-op patch on the buggy snapshot → reward 0
                                        gold (reverse) patch → reward 1
         ──► pairs/triples of validated bugs in one file, validated the same way
         ──► TaskSpecs (JSONL) + a report of yields and timings

Every run goes through the same grader that RL rewards use (`grading.grade_patch`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import statistics
import threading
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

from parity.sandbox import Limits, SandboxBackend
from parity.sandbox.workspace import text_patch
from parity.tasks.grading import grade_patch, is_test_path
from parity.tasks.schema import Mutation, TaskSpec, materialize, repo_path
from parity.tasks.synth.mutations import Mutant, combine, find_mutants, sample
from parity.tasks.synth.statements import problem_statement
from parity.types import Grade, Snapshot, Task

log = logging.getLogger(__name__)
SKIP_DIRS = {"__pycache__", ".git", ".pytest_cache", ".benchmarks", "build", "dist", ".tox",
             "docs", "examples", "benchmarks"}


@dataclass
class SynthConfig:
    seed: int = 0
    max_candidates: int = 120
    max_multi_per_file: int = 3
    workers: int = 3
    test_command: str = "python -m pytest -q"
    test_timeout_s: float = 60.0
    split: str = "train"


@dataclass
class SynthReport:
    repo: str
    stable_tests: int = 0
    flaky_tests: int = 0
    candidates: Counter = field(default_factory=Counter)
    accepted: Counter = field(default_factory=Counter)
    rejected: Counter = field(default_factory=Counter)  # by reason
    lock: threading.Lock = field(default_factory=threading.Lock)

    def reject(self, reason: str) -> None:
        with self.lock:
            self.rejected[reason] += 1
    validate_s: list[float] = field(default_factory=list)
    tasks: int = 0

    def to_json(self) -> dict:
        return {
            "repo": self.repo, "stable_tests": self.stable_tests, "flaky_tests": self.flaky_tests,
            "tasks": self.tasks,
            "yield_by_mutation": {k: {"tried": self.candidates[k], "kept": self.accepted[k],
                                      "yield": round(self.accepted[k] / self.candidates[k], 3)}
                                  for k in sorted(self.candidates)},
            "rejected": dict(self.rejected),
            "validate_s_p50": round(statistics.median(self.validate_s), 3) if self.validate_s else None,
            "validate_s_mean": round(statistics.fmean(self.validate_s), 3) if self.validate_s else None,
        }


def _source_files(repo: Path) -> list[str]:
    out = []
    for p in sorted(repo.rglob("*.py")):
        rel = p.relative_to(repo).as_posix()
        if any(part in SKIP_DIRS or part.startswith(".") for part in p.relative_to(repo).parts):
            continue
        if is_test_path(rel) or p.name in ("conftest.py", "setup.py", "noxfile.py"):
            continue
        out.append(rel)
    return out


def _test_files(repo: Path) -> list[str]:
    out = []
    for p in sorted(repo.rglob("*.py")):
        rel = p.relative_to(repo).as_posix()
        if any(part in SKIP_DIRS for part in p.relative_to(repo).parts):
            continue
        if is_test_path(rel) or p.name == "conftest.py":
            out.append(rel)
    return out


class Synthesizer:
    def __init__(self, backend: SandboxBackend, limits: Limits, config: SynthConfig) -> None:
        self.backend = backend
        self.limits = limits
        self.config = config
        self._n = 0

    def _sid(self) -> str:
        self._n += 1
        return f"synth-{time.monotonic_ns() % 10**9}-{self._n}"

    def _run(self, snapshot: Path, patch: str, task: Task) -> Grade:
        return grade_patch(self.backend, snapshot, patch, task, self.limits, self._sid())

    def synthesize(self, repo: str, repo_label: str | None = None) -> tuple[list[TaskSpec], SynthReport]:
        cfg = self.config
        root = repo_path(repo)
        label = repo_label or repo
        report = SynthReport(repo=label)
        tests = _test_files(root)
        if not tests:
            raise ValueError(f"{root} has no pytest test files (tests/, test_*.py, *_test.py)")
        hidden = {rel: (root / rel).read_text() for rel in tests}
        clean = materialize(TaskSpec(id="clean", repo=str(root), problem_statement="",
                                     fail_to_pass=[], test_files=tests))
        base_task = Task(id="clean", snapshot=Snapshot(path=str(clean)), hidden_tests=hidden,
                         test_command=cfg.test_command, test_timeout_s=cfg.test_timeout_s)
        runs = [self._run(clean, "", base_task) for _ in range(2)]
        passing = [{t.test_id for t in g.tests if t.outcome == "passed"} for g in runs]
        stable = passing[0] & passing[1]
        report.stable_tests = len(stable)
        report.flaky_tests = len(passing[0] ^ passing[1])
        log.info("%s: %d stable passing tests, %d flaky", label, len(stable), report.flaky_tests)
        # Mutants that loop forever should cost seconds, not the default limit.
        clean_s = max(g.duration_s for g in runs)
        timeout_s = min(cfg.test_timeout_s, max(10.0, 10 * clean_s))
        base_task = base_task.model_copy(update={"test_timeout_s": timeout_s})
        if not stable:
            raise ValueError(f"no test of {root} passes twice in the sandbox; last output:\n"
                             f"{runs[-1].output_tail[-1500:]}")

        sources = {rel: (root / rel).read_text() for rel in _source_files(root)}
        mutants = [m for rel, src in sources.items() for m in find_mutants(src, rel)]
        chosen = sample(mutants, cfg.max_candidates, cfg.seed)
        package = sorted({rel.split("/")[0].removesuffix(".py") for rel in sources})[0]

        def validate(group: list[Mutant]) -> TaskSpec | None:
            t0 = time.monotonic()
            kind = "+".join(sorted({m.kind for m in group}))
            try:
                return self._validate(group, root, label, sources, stable, hidden, base_task,
                                      clean, package, report)
            finally:
                with report.lock:
                    report.validate_s.append(time.monotonic() - t0)
                log.debug("validated %s in %.2fs", kind, time.monotonic() - t0)

        specs: list[TaskSpec] = []
        with ThreadPoolExecutor(cfg.workers) as pool:
            singles = list(zip(chosen, pool.map(lambda m: validate([m]), chosen), strict=True))
        for m, spec in singles:
            report.candidates[m.kind] += 1
            if spec is not None:
                report.accepted[m.kind] += 1
                specs.append(spec)

        by_file: dict[str, list[Mutant]] = defaultdict(list)
        for m, spec in singles:
            if spec is not None:
                by_file[m.file].append(m)
        groups: list[list[Mutant]] = []
        for _file, ms in sorted(by_file.items()):
            made = 0
            for size in (2, 3):
                for combo in combinations(ms, size):
                    if made >= cfg.max_multi_per_file:
                        break
                    if combine(sources[combo[0].file], list(combo)) is not None:
                        groups.append(list(combo))
                        made += 1
        with ThreadPoolExecutor(cfg.workers) as pool:
            multi = list(zip(groups, pool.map(validate, groups), strict=True))
        for _group, spec in multi:
            report.candidates["multi_bug"] += 1
            if spec is not None:
                report.accepted["multi_bug"] += 1
                specs.append(spec)
        report.tasks = len(specs)
        return specs, report

    def _validate(self, group: list[Mutant], root: Path, label: str, sources: dict[str, str],
                  stable: set[str], hidden: dict[str, str], base_task: Task, clean: Path,
                  package: str, report: SynthReport) -> TaskSpec | None:
        rel = group[0].file
        original = sources[rel]
        buggy = combine(original, group) if len(group) > 1 else group[0].apply(original)
        if buggy is None:
            report.reject("edits overlap")
            return None
        bug_patch = text_patch(rel, original, buggy)
        gold_patch = text_patch(rel, buggy, original)
        g = self._run(clean, bug_patch, base_task)
        if g.timed_out or g.error:
            report.reject("timeout or killed")
            return None
        if g.error is None and g.reasons and any("wrote no report" in r for r in g.reasons):
            report.reject("test run died")
            return None
        outcome = {t.test_id: t for t in g.tests}
        if any(t.outcome == "error" and "::" not in t.test_id for t in g.tests):
            report.reject("import or collection error")
            return None
        f2p = sorted(t for t in stable if outcome.get(t) is None or outcome[t].outcome != "passed")
        p2p = sorted(t for t in stable if outcome.get(t) is not None and outcome[t].outcome == "passed")
        if not f2p:
            report.reject("no test fails")
            return None
        if not p2p:
            report.reject("no test still passes")
            return None
        kinds = [Mutation(kind=m.kind, file=m.file, line=m.line,
                          description=f"{m.function}: {m.description}") for m in group]
        digest = hashlib.sha256(bug_patch.encode()).hexdigest()[:10]
        failing = [outcome[t] for t in f2p if t in outcome]
        spec = TaskSpec(
            id=f"{Path(label).name}-{'+'.join(sorted({m.kind for m in group}))}-{digest}",
            repo=label, bug_patch=bug_patch, gold_patch=gold_patch,
            problem_statement=problem_statement(package, failing, len(f2p), set(sources)),
            fail_to_pass=f2p, pass_to_pass=p2p, test_files=sorted(hidden),
            test_command=self.config.test_command, test_timeout_s=base_task.test_timeout_s * 3,
            mutations=kinds, split=self.config.split,
        )
        snapshot = materialize(spec.model_copy(update={"repo": str(root)}))
        task = base_task.model_copy(update={
            "id": spec.id, "snapshot": Snapshot(path=str(snapshot)),
            "fail_to_pass": f2p, "pass_to_pass": p2p})
        if self._run(snapshot, "", task).reward != 0.0:
            report.reject("no-op patch passes")
            return None
        gold = self._run(snapshot, gold_patch, task)
        if gold.reward != 1.0:
            report.reject("gold patch fails")
            log.info("gold patch failed for %s: %s", spec.id, gold.reasons)
            return None
        return spec


def write_report(path: Path, reports: list[SynthReport], wall_s: float) -> dict:
    data = {"repos": [r.to_json() for r in reports], "wall_s": round(wall_s, 1)}
    path.write_text(json.dumps(data, indent=2) + "\n")
    return data
