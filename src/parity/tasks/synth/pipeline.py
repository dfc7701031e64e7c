"""Synthesize validated tasks from a repository with a pytest suite.

    repo ──► clean suite ×2 (keep tests that pass both times)
         ──► mutants (seeded sample over kinds, or over the `kinds` asked for)
         ──► per mutant, in a sandbox:  bug applied → ≥1 stable test fails (at most
                                        `max_failing`), ≥1 still passes,
                                        no collection error, no timeout
                                        no-op patch on the buggy snapshot → reward 0
                                        gold (reverse) patch → reward 1
         ──► at most `max_tasks` of them, spread over kinds
         ──► pairs/triples of validated bugs in one file (no bug in two), validated the same way
         ──► TaskSpecs (JSONL) + a report: yields, timings, every rejected mutant and why,
             and the tests left out because they fail on the clean code (and why)

Every run goes through the same grader that RL rewards use (`grading.grade_patch`). What the
grader needs from a repository, made so here: pytest's plain summary line (`--color=no` is
added when the repository's configuration colours it), and an importable package (one kept
under src/, lib/ or wherever the build metadata says is linked into the workspace root by
the task's setup command, `synth.layout`: the sandbox installs nothing). A repository whose tests import third-party packages runs in its
dependency layer (`environment`, parity.taskenv, built beforehand): every sandbox of the run,
clean suite and validations alike, gets the layer, as grading will, and the tasks name it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import statistics
import threading
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from parity.sandbox import Limits, SandboxBackend
from parity.sandbox.workspace import text_patch
from parity.taskenv import EnvSpec
from parity.taskenv.spec import extension_setup
from parity.tasks.grading import grade_patch, is_test_path
from parity.tasks.schema import Mutation, TaskSpec, materialize, repo_path
from parity.tasks.select import in_turn
from parity.tasks.synth.layout import layout_setup, package_links
from parity.tasks.synth.mutations import Mutant, combine, disjoint_groups, find_mutants, sample
from parity.tasks.synth.statements import problem_statement
from parity.tasks.synth.suite import unrecognized_hint
from parity.types import Grade, Snapshot, Task, TestResult

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
    # The first clean run's limit (`synth --clean-timeout-s`): nothing is known of the suite
    # yet, so it is generous. The second clean run's limit is the first's measured time
    # with a margin (`clean_timeout`), and mutant runs scale from it (`mutant_timeout`).
    clean_timeout_s: float = 1800.0
    test_timeout_s: float | None = None  # mutant runs; None: scaled from the clean run
    split: str = "train"
    # Only these mutation kinds (None: every kind of synth/mutations.py), and no bug that
    # fails more than `max_failing` tests (None: any number): small, one-function bugs, the
    # size a model trained on the kata set is evaluated on (`max_multi_per_file = 0` keeps
    # multi-bug tasks out too). A bug over the limit is rejected before its other two runs.
    kinds: tuple[str, ...] | None = None
    max_failing: int | None = None
    max_tasks: int | None = None  # single-bug tasks kept, taken in turn over kinds (None: all)


def clean_timeout(measured_s: float, cap_s: float) -> float:
    """The second clean run's limit: twice the first's time plus 30 s (a shared machine's
    load moves a suite's time by tens of percent, never by half a minute on a short one)."""
    return min(cap_s, 2.0 * measured_s + 30.0)


def mutant_timeout(clean_s: float) -> float:
    """A mutant's test run: ten times the clean suite for a short one (a mutant that loops
    forever should cost seconds), twice plus a minute for a long one (ten times a 35 s
    suite would spend six minutes on each looping mutant)."""
    return max(10.0, min(10.0 * clean_s, 2.0 * clean_s + 60.0))


def run_problem(grade: Grade, timeout_s: float) -> str | None:
    """Why a clean run gave no results the grader can use, naming the real cause: a timeout
    (with its limit), a kill (memory, output, ...), or the report itself."""
    if grade.timed_out:
        return f"timeout after {timeout_s:.0f} s"
    if grade.error:
        return f"the test run was killed: {grade.error}"
    return _summary_problem([grade])


MAX_EXAMPLES = 20  # clean failures listed by name in the report


@dataclass
class SynthReport:
    repo: str
    stable_tests: int = 0
    flaky_tests: int = 0
    test_command: str = ""
    environment: str = ""  # the dependency layer's id, "" for none
    clean_s: float = 0.0  # the slower of the two clean runs
    mutant_timeout_s: float = 0.0  # the limit each mutant's test run got
    candidates: Counter = field(default_factory=Counter)
    accepted: Counter = field(default_factory=Counter)
    rejected: Counter = field(default_factory=Counter)  # by reason
    rejected_mutants: list[dict] = field(default_factory=list)  # one row per rejected candidate
    clean_failures: Counter = field(default_factory=Counter)  # by cause
    clean_failure_examples: list[dict] = field(default_factory=list)
    # Tests the clean suite skips (a C extension not built, a platform, an optional
    # dependency): never graded, so a bug only they would catch makes no task. By reason.
    skipped: Counter = field(default_factory=Counter)
    multi_bug_kinds: Counter = field(default_factory=Counter)  # kinds inside multi-bug tasks
    lock: threading.Lock = field(default_factory=threading.Lock)
    validate_s: list[float] = field(default_factory=list)
    tasks: int = 0

    def reject(self, group: list[Mutant], reason: str, detail: str = "") -> None:
        row = {"mutants": [{"kind": m.kind, "file": m.file, "line": m.line,
                            "description": f"{m.function}: {m.description}"} for m in group],
               "reason": reason}
        if detail:
            row["detail"] = detail[:500]
        with self.lock:
            self.rejected[reason] += 1
            self.rejected_mutants.append(row)

    def to_json(self) -> dict:
        return {
            "repo": self.repo, "stable_tests": self.stable_tests, "flaky_tests": self.flaky_tests,
            "test_command": self.test_command, "environment": self.environment or None,
            "clean_s": self.clean_s, "mutant_timeout_s": self.mutant_timeout_s,
            "tasks": self.tasks,
            "yield_by_mutation": {k: {"tried": self.candidates[k], "kept": self.accepted[k],
                                      "yield": round(self.accepted[k] / self.candidates[k], 3)}
                                  for k in sorted(self.candidates)},
            "rejected": dict(self.rejected.most_common()),
            "multi_bug_kinds": dict(sorted(self.multi_bug_kinds.items())),
            "clean_failures": dict(self.clean_failures.most_common()),
            "clean_failure_examples": self.clean_failure_examples,
            "skipped_tests": sum(self.skipped.values()),
            "skipped_by_reason": dict(self.skipped.most_common()),
            "rejected_mutants": sorted(self.rejected_mutants, key=lambda r: json.dumps(r)),
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


def _package_of(rel: str, layout: set[str] | frozenset[str] = frozenset({"src"})) -> str:
    """The top-level package (or module) a source file belongs to, a package kept in one of
    the `layout` directories (synth.layout: src/, lib/, ...) included."""
    for directory in sorted(layout, key=len, reverse=True):
        if rel.startswith(directory + "/"):
            rel = rel[len(directory) + 1:]
            break
    return rel.split("/")[0].removesuffix(".py")


def _summary_problem(grades: list[Grade]) -> str | None:
    """Why the grader cannot trust a clean run's results, if it cannot."""
    for g in grades:
        for r in g.reasons:
            if r.startswith(("the test report disagrees", "the test run wrote no report")):
                return r
    return None


_MISSING_MODULE = re.compile(r"No module named '([^']+)'")
_MISSING_FILE = re.compile(r"(?:FileNotFoundError|No such file or directory)\S*:? .*?'([^']+)'")


def _clean_failure_cause(message: str, own: set[str] | frozenset[str] = frozenset()) -> str:
    """Why a test fails before any bug is put in: a missing dependency, the repository's
    own package not importable (`own`: the packages its tree holds), a missing data file,
    or something else (its last line)."""
    if m := _MISSING_MODULE.search(message):
        name = m.group(1).split('.')[0]
        if name in own:
            return (f"the repository's own package {name!r} is not importable (it is not at "
                    "the root, under src/ or where the build metadata puts it)")
        return f"missing dependency {name!r}"
    if m := _MISSING_FILE.search(message):
        return f"missing file {m.group(1)!r}"
    if "ImportError" in message:
        return "import error"
    return "fails on the clean code"


def _own_packages(root: Path) -> set[str]:
    """The packages the repository's tree holds, two levels down at most (src/pkg, lib/pkg)."""
    return {p.parent.name for pattern in ("*/__init__.py", "*/*/__init__.py")
            for p in root.glob(pattern) if not p.parent.name.startswith(".")}


_SOURCE_LABELS = ("source", "source code", "repository", "code", "github", "homepage", "home")
_FORGE = re.compile(r"(https://(?:github\.com|gitlab\.com|codeberg\.org)/[^/\s]+/[^/\s#?]+)")


def _source_url(pkg_info: Path) -> str:
    """Where the project's source lives, from an sdist's PKG-INFO: the Project-URL labelled
    as the source (or the home page), a forge's URL cut to its repository; "" if none."""
    try:
        lines = pkg_info.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    urls: list[tuple[int, str]] = []
    for line in lines:
        key, _, value = line.partition(":")
        if key == "Project-URL" and "," in value:
            label, _, url = value.partition(",")
            label = label.strip().lower()
            rank = _SOURCE_LABELS.index(label) if label in _SOURCE_LABELS else len(_SOURCE_LABELS)
        elif key == "Home-page":
            rank, url = _SOURCE_LABELS.index("homepage"), value
        else:
            continue
        url = url.strip()
        if m := _FORGE.match(url):
            url, rank = m.group(1).removesuffix(".git"), min(rank, 1)
        urls.append((rank, url))
    best = min(urls, default=(0, ""))
    return best[1] if best[0] < len(_SOURCE_LABELS) or _FORGE.match(best[1]) else ""


def _no_tests_hint(root: Path) -> str:
    """The next step when a tree has no tests: an sdist often ships none (tomli,
    sortedcontainers), the project's source checkout does."""
    from parity.tasks.synth.sdist import pypi_root

    try:
        in_cache = root.resolve().is_relative_to(pypi_root().resolve())
    except OSError:
        in_cache = False
    if not in_cache:
        return ""
    source = _source_url(root / "PKG-INFO")
    where = f" ({source})" if source else ""
    return (f"\nhint: this sdist ships no tests. Clone the project's source{where} at the "
            f"release's tag and run `parity tasks synth --repo DIR --env --out FILE.jsonl` "
            "on the checkout.")


def _skip_cause(message: str) -> str:
    """A skipped test's reason, short: pytest's "Skipped: " prefix off, one line."""
    line = message.strip().splitlines()[0] if message.strip() else "no reason given"
    return line.removeprefix("Skipped: ").strip()[:120] or "no reason given"


def _tail(text: str, max_chars: int) -> str:
    """The last whole lines of text that fit in max_chars."""
    if len(text) <= max_chars:
        return text
    cut = text[-max_chars:]
    return "...\n" + cut[cut.find("\n") + 1:] if "\n" in cut else cut


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
        # The session's own limits must not cut a run shorter than the task's timeout: a
        # large suite needs more CPU seconds than a session's default.
        limits = self.limits.model_copy(update={
            "timeout_s": max(self.limits.timeout_s, task.test_timeout_s + 30.0),
            "cpu_s": max(self.limits.cpu_s, int(2 * task.test_timeout_s) + 60)})
        return grade_patch(self.backend, snapshot, patch, task, limits, self._sid())

    def _clean_runs(self, clean: Path, task: Task, label: str) -> list[Grade]:
        """The clean suite twice: first under `clean_timeout_s`, then under the first's
        measured time plus a margin. A run that times out or is killed is a refusal that
        says so (a report-less run used to read as 'it died or exited early')."""
        first = self._run(clean, "", task)
        if problem := run_problem(first, task.test_timeout_s):
            if first.timed_out or first.error:
                hint = (" (give --clean-timeout-s more)" if first.timed_out else "")
                raise ValueError(f"{label}: the clean test suite, before any bug, ended with "
                                 f"{problem}{hint}. Last output:\n"
                                 f"{_tail(first.output_tail, 1500)}")
            return [first, first]  # a report problem: the caller retries or refuses
        second_s = clean_timeout(first.duration_s, task.test_timeout_s)
        second = self._run(clean, "", task.model_copy(update={"test_timeout_s": second_s}))
        if second.timed_out or second.error:
            raise ValueError(f"{label}: the second clean run ended with "
                             f"{run_problem(second, second_s)} (the first took "
                             f"{first.duration_s:.1f} s; the limit is twice that plus 30 s): "
                             "the suite's time is not stable here; give --clean-timeout-s "
                             "and run on a less loaded machine. Last output:\n"
                             f"{_tail(second.output_tail, 1500)}")
        return [first, second]

    def synthesize(self, repo: str, repo_label: str | None = None,
                   environment: EnvSpec | None = None) -> tuple[list[TaskSpec], SynthReport]:
        """`environment`: the layer the tests run in (built: grading refuses a missing one)."""
        cfg = self.config
        root = repo_path(repo)
        label = repo_label or repo
        report = SynthReport(repo=label, environment=environment.id if environment else "")
        tests = _test_files(root)
        if not tests:
            raise ValueError(f"{root} has no pytest test files (tests/, test_*.py, *_test.py)"
                             + _no_tests_hint(root))
        command = cfg.test_command
        links = package_links(root, tests)
        setup = "; ".join(filter(None, [layout_setup(root, links), extension_setup(environment)]))
        layout = set(links.values())
        own = _own_packages(root)
        while True:
            hidden = {rel: (root / rel).read_text() for rel in tests}
            clean = materialize(TaskSpec(id="clean", repo=str(root), problem_statement="",
                                         fail_to_pass=[], test_files=tests))
            base_task = Task(id="clean", snapshot=Snapshot(path=str(clean)), hidden_tests=hidden,
                             test_command=command, test_timeout_s=cfg.clean_timeout_s,
                             setup=setup, environment=report.environment or None)
            runs = self._clean_runs(clean, base_task, label)
            if _summary_problem(runs) and "--color" not in command:
                # addopts = --color=yes (python-slugify): escape codes hide the summary line
                # the grader cross-checks; the command line's --color wins over addopts.
                log.info("%s: %s; running pytest with --color=no", label, _summary_problem(runs))
                command += " --color=no"
                continue
            # A test module that cannot be imported on the clean code (a dependency not
            # installed) interrupts the whole session: it is left out, and reported.
            broken = [t for t in runs[-1].tests if t.outcome == "error" and t.test_id in hidden
                      and not t.test_id.endswith("conftest.py")]
            if not broken:
                break
            self._record_clean_failures(broken, report, own)
            tests = [rel for rel in tests if rel not in {t.test_id for t in broken}]
        if problem := _summary_problem(runs):
            last = next((line.strip() for line in reversed(runs[-1].output_tail.splitlines())
                         if line.strip()), "")
            raise ValueError(f"{label}: the grader cannot read this repository's pytest results "
                             f"({problem}); pytest's last line was {last!r}: a summary form "
                             "the grader does not read (a newer pytest's, or one a plugin or "
                             "addopts in the repository's configuration changes). Last "
                             f"output:\n{_tail(runs[-1].output_tail, 1500)}")
        report.test_command = base_task.test_command
        passing = [{t.test_id for t in g.tests if t.outcome == "passed"} for g in runs]
        stable = passing[0] & passing[1]
        report.stable_tests = len(stable)
        report.flaky_tests = len(passing[0] ^ passing[1])
        self._record_clean_failures([t for t in runs[-1].tests if t.outcome in ("failed", "error")
                                     and t.test_id not in passing[0] | passing[1]], report, own)
        if report.clean_failures:
            log.warning("%s: %d tests fail on the clean code and are left out: %s", label,
                        sum(report.clean_failures.values()),
                        ", ".join(f"{c} ({n})" for c, n in report.clean_failures.most_common(4)))
        report.skipped.update(_skip_cause(t.message) for t in runs[-1].tests
                              if t.outcome == "skipped")
        if report.skipped:
            log.warning("%s: %d tests are skipped on the clean code and never graded: %s", label,
                        sum(report.skipped.values()),
                        ", ".join(f"{c} ({n})" for c, n in report.skipped.most_common(4)))
        log.info("%s: %d stable passing tests, %d flaky", label, len(stable), report.flaky_tests)
        # Mutants that loop forever should cost seconds, not the clean run's limit.
        clean_s = max(g.duration_s for g in runs)
        timeout_s = cfg.test_timeout_s or mutant_timeout(clean_s)
        report.clean_s = round(clean_s, 2)
        report.mutant_timeout_s = round(timeout_s, 1)
        base_task = base_task.model_copy(update={"test_timeout_s": timeout_s})
        if not stable:
            tail = _tail(runs[-1].output_tail, 1500)
            hint = ""
            if (m := _MISSING_MODULE.search(tail)) and m.group(1).split(".")[0] in own:
                hint = f"\nhint: {_clean_failure_cause(m.group(0), own)}"
            elif m:
                hint = (f"\nhint: the tests cannot import {m.group(1)!r}: add it to the "
                        "environment (synth --with REQUIREMENT)")
            elif plugin_hint := unrecognized_hint(tail):
                hint = plugin_hint
            elif runs[-1].error or runs[-1].timed_out:
                hint = f"\nhint: the test run did not finish: {runs[-1].error or 'timed out'}"
            raise ValueError(f"no test of {root} passes twice in the sandbox; last output:\n"
                             f"{tail}{hint}")

        sources = {rel: (root / rel).read_text() for rel in _source_files(root)}
        t0 = time.monotonic()
        mutants = [m for rel, src in sources.items() for m in find_mutants(src, rel)
                   if cfg.kinds is None or m.kind in cfg.kinds]
        log.info("%s: %d mutation sites in %d files (%.1f s)", label, len(mutants),
                 len(sources), time.monotonic() - t0)
        chosen = sample(mutants, cfg.max_candidates, cfg.seed)

        def validate(group: list[Mutant]) -> TaskSpec | None:
            t0 = time.monotonic()
            kind = "+".join(m.kind for m in group)
            try:
                return self._validate(group, root, label, sources, stable, hidden, base_task,
                                      clean, report, environment, layout)
            finally:
                with report.lock:
                    report.validate_s.append(time.monotonic() - t0)
                log.debug("validated %s in %.2fs", kind, time.monotonic() - t0)

        from parity.observe.progress import bar

        def validate_counted(group: list[Mutant]) -> TaskSpec | None:
            try:
                return validate(group)
            finally:
                progress.update(1)

        specs: list[TaskSpec] = []
        progress = bar(len(chosen), f"{label}: bugs", unit="bug")
        with progress, ThreadPoolExecutor(cfg.workers) as pool:
            singles = list(zip(chosen, pool.map(lambda m: validate_counted([m]), chosen),
                               strict=True))
        for m, spec in singles:
            report.candidates[m.kind] += 1
            if spec is not None:
                report.accepted[m.kind] += 1
        validated = [(m, spec) for m, spec in singles if spec is not None]
        kept = {s.id for s in in_turn([s for _, s in validated], cfg.max_tasks,
                                      key=lambda s: s.family)}
        validated = [(m, spec) for m, spec in validated if spec.id in kept]
        specs += [spec for _, spec in validated]

        by_file: dict[str, list[Mutant]] = defaultdict(list)
        for m, _ in validated:
            by_file[m.file].append(m)
        groups: list[list[Mutant]] = []
        for file, ms in sorted(by_file.items()):
            groups += disjoint_groups(ms, sources[file], cfg.max_multi_per_file, cfg.seed)
        progress = bar(len(groups), f"{label}: multi-bug", unit="task")
        with progress, ThreadPoolExecutor(cfg.workers) as pool:
            multi = list(zip(groups, pool.map(validate_counted, groups), strict=True))
        for group, spec in multi:
            report.candidates["multi_bug"] += 1
            if spec is not None:
                report.accepted["multi_bug"] += 1
                report.multi_bug_kinds.update(m.kind for m in group)
                specs.append(spec)
        report.tasks = len(specs)
        return specs, report

    @staticmethod
    def _record_clean_failures(failing: list[TestResult], report: SynthReport,
                               own: set[str]) -> None:
        """Tests (or test modules) that fail on the clean code are left out: say which, why."""
        for t in sorted(failing, key=lambda t: t.test_id):
            cause = _clean_failure_cause(t.message, own)
            report.clean_failures[cause] += 1
            if len(report.clean_failure_examples) < MAX_EXAMPLES:
                report.clean_failure_examples.append({"test": t.test_id, "cause": cause})

    def _validate(self, group: list[Mutant], root: Path, label: str, sources: dict[str, str],
                  stable: set[str], hidden: dict[str, str], base_task: Task, clean: Path,
                  report: SynthReport, environment: EnvSpec | None,
                  layout: set[str]) -> TaskSpec | None:
        rel = group[0].file
        original = sources[rel]
        buggy = combine(original, group) if len(group) > 1 else group[0].apply(original)
        if buggy is None:
            report.reject(group, "edits overlap")
            return None
        bug_patch = text_patch(rel, original, buggy)
        gold_patch = text_patch(rel, buggy, original)
        g = self._run(clean, bug_patch, base_task)
        if g.grading_needs and not g.timed_out and not g.error:
            # The repository's own code, once a patch touches it, does what the grader
            # refuses to code under test (freezegun reads frames and replaces the clock):
            # its tasks allow exactly that (Task.grading_allows), learned here, from our
            # mutant of the repository's code, never from an agent.
            base_task = base_task.model_copy(update={"grading_allows": sorted(
                set(base_task.grading_allows) | set(g.grading_needs))})
            g = self._run(clean, bug_patch, base_task)
        if g.timed_out:
            report.reject(group, "timeout", g.error or "")
            return None
        if g.error:  # killed for memory or output, or the sandbox failed: not a slow mutant
            report.reject(group, "sandbox error", g.error)
            return None
        if any("wrote no report" in r for r in g.reasons):
            report.reject(group, "test run died", _tail(g.output_tail, 500))
            return None
        outcome = {t.test_id: t for t in g.tests}
        broken = [t for t in g.tests if t.outcome == "error" and "::" not in t.test_id]
        if broken:
            report.reject(group, "import or collection error",
                          f"{broken[0].test_id}: {_tail(broken[0].message, 300)}")
            return None
        f2p = sorted(t for t in stable if outcome.get(t) is None or outcome[t].outcome != "passed")
        p2p = sorted(t for t in stable if outcome.get(t) is not None and outcome[t].outcome == "passed")
        if not f2p:
            report.reject(group, "no test fails")
            return None
        if not p2p:
            report.reject(group, "no test still passes")
            return None
        if self.config.max_failing is not None and len(f2p) > self.config.max_failing:
            report.reject(group, "too many tests fail", f"{len(f2p)} tests fail")
            return None
        kinds = [Mutation(kind=m.kind, file=m.file, line=m.line,
                          description=f"{m.function}: {m.description}") for m in group]
        digest = hashlib.sha256(bug_patch.encode()).hexdigest()[:10]
        failing = [outcome[t] for t in f2p if t in outcome]
        spec = TaskSpec(
            id=f"{Path(label).name}-{'+'.join(sorted(m.kind for m in group))}-{digest}",
            repo=label, bug_patch=bug_patch, gold_patch=gold_patch,
            problem_statement=problem_statement(_package_of(rel, layout), failing, len(f2p),
                                                set(sources)),
            fail_to_pass=f2p, pass_to_pass=p2p, test_files=sorted(hidden),
            test_command=base_task.test_command, test_timeout_s=base_task.test_timeout_s * 3,
            setup=base_task.setup, mutations=kinds, split=self.config.split,
            environment=environment, grading_allows=base_task.grading_allows,
        )
        snapshot = materialize(spec.model_copy(update={"repo": str(root)}))
        task = base_task.model_copy(update={
            "id": spec.id, "snapshot": Snapshot(path=str(snapshot)),
            "fail_to_pass": f2p, "pass_to_pass": p2p})
        if self._run(snapshot, "", task).reward != 0.0:
            report.reject(group, "no-op patch passes")
            return None
        gold = self._run(snapshot, gold_patch, task)
        if gold.reward != 1.0:
            report.reject(group, "gold patch fails", "; ".join(gold.reasons[:3]))
            log.info("gold patch failed for %s: %s", spec.id, gold.reasons)
            return None
        return spec


def write_report(path: Path, reports: list[SynthReport], wall_s: float) -> dict:
    data = {"repos": [r.to_json() for r in reports], "wall_s": round(wall_s, 1)}
    path.write_text(json.dumps(data, indent=2) + "\n")
    return data
