"""Grading that pays only for real fixes.

The order is the defence: a fresh workspace from the snapshot; the agent's patch with
every change to tests and test configuration dropped; `git apply` inside the sandbox; only
then the hidden tests (files and/or a SWE-bench `test_patch`); then exactly the task's
FAIL_TO_PASS and PASS_TO_PASS tests by node id, with a small pytest plugin recording each
outcome. Reward 1 needs all of these:

  - every FAIL_TO_PASS and PASS_TO_PASS test reported as passed (missing, skipped, errored
    or not collected all count as failed) and the run's exit code 0;
  - no timeout or kill, and the hidden test files byte-identical after the run;
  - no source change that reaches into the test harness (pytest internals, os._exit, atexit):
    code under test runs in the same process as pytest, so such a change could forge results.

Where the steps run is the caller's choice, not the rules': `grade_in` takes a
`GradeWorkspace`, either a new sandbox session per grade or a directory of a warm fork
server (`parity.tasks.forkserver`, which falls back to the former when it cannot take a
grade). Both run the same steps and the same checks below.

Deliberately out of scope: a fix that special-cases the exact test inputs (that is what
held-out PASS_TO_PASS tests and synthesized variety are for).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import shlex
import time
from pathlib import Path, PurePosixPath
from typing import Protocol

from parity.sandbox.base import ExecResult, Limits, SandboxBackend, SandboxSession
from parity.tools.base import ToolError
from parity.tools.paths import open_file, resolve
from parity.types import Grade, Task, TestResult

PLUGIN_SOURCE = Path(__file__).with_name("pytest_report.py")
PLUGIN_MODULE = "parity_grade_report"

# Files that configure or take part in the test run: an agent's changes to them never count.
HARNESS_NAMES = frozenset({
    "conftest.py", "pytest.ini", "tox.ini", "setup.cfg", "pyproject.toml", "noxfile.py",
    "sitecustomize.py", "usercustomize.py", ".pytest_cache", "__pycache__",
})
# Added source lines matching these could forge test results from inside the test process.
HARNESS_TAMPERING = [
    (re.compile(r"\bos\._exit\b"), "calls os._exit"),
    (re.compile(r"\b_pytest\b"), "touches pytest internals (_pytest)"),
    (re.compile(r"^\s*(import|from)\s+pytest\b"), "imports pytest from library code"),
    (re.compile(r"\bpytest\.(exit|skip|xfail|main)\b"), "calls pytest from library code"),
    (re.compile(r"PYTEST_|PARITY_GRADE"), "reads the test harness's environment"),
    (re.compile(r"\batexit\b"), "registers exit handlers"),
    (re.compile(r"sys\.modules\[\s*['\"](_?pytest|pluggy)"), "patches pytest modules"),
]


def is_test_path(path: str) -> bool:
    p = PurePosixPath(path)
    if any(part in ("tests", "test", "testing") for part in p.parts[:-1]):
        return True
    name = p.name
    return (name.startswith("test_") and name.endswith(".py")) or name.endswith("_test.py")


def is_protected(path: str, hidden: set[str]) -> bool:
    p = PurePosixPath(path)
    return (path in hidden or is_test_path(path) or p.name in HARNESS_NAMES
            or p.suffix == ".pth" or any(part in HARNESS_NAMES for part in p.parts))


def split_patch(patch: str) -> list[tuple[str, str]]:
    """(path, chunk) per file of a git-style patch."""
    chunks: list[tuple[str, str]] = []
    for block in re.split(r"(?m)^(?=diff --git )", patch):
        if not block.strip():
            continue
        m = re.match(r"diff --git a/(\S+) b/(\S+)", block)
        if m:
            chunks.append((m.group(2) if m.group(2) != "/dev/null" else m.group(1), block))
        else:  # a plain unified diff without git headers
            m = re.search(r"(?m)^\+\+\+ (?:b/)?(\S+)", block)
            chunks.append((m.group(1) if m else "", block))
    return chunks


def patch_paths(patch: str) -> list[str]:
    return [p for p, _ in split_patch(patch)]


def filter_patch(patch: str, hidden: set[str]) -> tuple[str, list[str]]:
    """The agent's patch without test and harness files, and the paths that were dropped."""
    kept, dropped = [], []
    for path, chunk in split_patch(patch):
        if is_protected(path, hidden):
            dropped.append(path)
        else:
            kept.append(chunk)
    return "".join(kept), dropped


def tampering(patch: str) -> list[str]:
    found = []
    for line in patch.splitlines():
        if line.startswith("+") and not line.startswith("+++"):
            for rx, why in HARNESS_TAMPERING:
                if rx.search(line[1:]) and why not in found:
                    found.append(why)
    return found


def _write(root: str, rel_path: str, data: bytes) -> None:
    rel = resolve(root, rel_path)
    fd = open_file(root, rel, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, create_parents=True)
    with os.fdopen(fd, "wb") as f:
        f.write(data)


def _read(root: str, rel_path: str, limit: int = 64 << 20) -> bytes | None:
    try:
        fd = open_file(root, resolve(root, rel_path), os.O_RDONLY)
    except ToolError:
        return None
    with os.fdopen(fd, "rb") as f:
        return f.read(limit)


def _apply(ws: GradeWorkspace, patch: str, what: str) -> str | None:
    """git apply inside the sandbox; None on success, else the error."""
    name = f".parity-{secrets.token_hex(8)}.patch"
    _write(ws.root, name, patch.encode())
    r = ws.exec(
        f"git apply --whitespace=nowarn {name}; rc=$?; rm -f {name}; exit $rc", timeout_s=60)
    if r.exit_code != 0:
        return f"the {what} does not apply: {r.output.strip()[-500:]}"
    return None


def _uses_pytest(command: str) -> bool:
    try:
        words = shlex.split(command)
    except ValueError:
        return False
    return any(w == "pytest" or w.endswith("/pytest") for w in words[:4])


class GradeWorkspace(Protocol):
    """A fresh workspace to grade in: its host path, and two ways to run commands in the
    sandbox there. `run_pytest` runs the task's pytest command with `extra_args` appended,
    the report plugin importable from `plugin_dir` and writing to `report_rel`."""

    root: str

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult: ...

    def run_pytest(self, command: str, extra_args: list[str], plugin_dir: str,
                   report_rel: str, timeout_s: float) -> ExecResult: ...


class FastGrader(Protocol):
    """Grades in a warm process when it can (`parity.tasks.forkserver`); None: it did not,
    grade the slow way."""

    def grade(self, snapshot: Path, patch: str, task: Task, start: float) -> Grade | None: ...


class _SessionWorkspace:
    """A new sandbox session from the snapshot: every command is a fresh process."""

    def __init__(self, session: SandboxSession) -> None:
        self.session = session
        self.root = str(session.root)

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        return self.session.exec(command, timeout_s=timeout_s)

    def run_pytest(self, command: str, extra_args: list[str], plugin_dir: str,
                   report_rel: str, timeout_s: float) -> ExecResult:
        args = " ".join(shlex.quote(a) for a in extra_args)
        return self.session.exec(
            f"PYTHONPATH=\"$PWD/{plugin_dir}${{PYTHONPATH:+:$PYTHONPATH}}\" "
            f"PARITY_GRADE_REPORT=\"$PWD/{report_rel}\" {command} {args}", timeout_s=timeout_s)


def grade_patch(backend: SandboxBackend, snapshot: Path, patch: str, task: Task,
                limits: Limits, session_id: str, fast: FastGrader | None = None) -> Grade:
    """The reward for `patch`: through `fast` when given and it applies, else in a new
    sandbox session. Both run `grade_in`, so both apply the same checks."""
    start = time.monotonic()
    if fast is not None:
        grade = fast.grade(snapshot, patch, task, start)
        if grade is not None:
            return grade
    session = backend.create(snapshot, session_id, limits)
    try:
        return grade_in(_SessionWorkspace(session), patch, task, start)
    finally:
        session.close()


def grade_in(ws: GradeWorkspace, patch: str, task: Task, start: float) -> Grade:
    """Grade `patch` in `ws`, a fresh copy of the task's snapshot, by the rules above."""
    hidden = set(task.hidden_tests) | set(patch_paths(task.test_patch))
    kept, dropped = filter_patch(patch, hidden)
    reasons = []
    if dropped:
        reasons.append(f"ignored the agent's changes to tests or test configuration: "
                       f"{', '.join(sorted(dropped))}")
    tampered = tampering(kept)
    reasons += [f"patch tampers with the test harness: {why}" for why in tampered]

    def result(**kw) -> Grade:
        return Grade(task_id=task.id, duration_s=time.monotonic() - start, reasons=reasons, **kw)

    root = ws.root
    if kept.strip() and (err := _apply(ws, kept, "agent's patch")):
        return result(exit_code=None, error=err)
    for rel, content in task.hidden_tests.items():
        _write(root, rel, content.encode())
    if task.test_patch.strip() and (err := _apply(ws, task.test_patch, "test patch")):
        return result(exit_code=None, error=err)
    if task.setup.strip():
        r = ws.exec(task.setup, timeout_s=task.test_timeout_s)
        if r.exit_code != 0:
            return result(exit_code=r.exit_code, output_tail=r.output[-4000:],
                          error=f"task setup failed: {r.killed_reason or r.exit_code}")
    watched = sorted(hidden)
    before = {p: hashlib.sha256(_read(root, p) or b"").hexdigest() for p in watched}

    command = task.test_command
    selected = list(dict.fromkeys(task.fail_to_pass + task.pass_to_pass))
    report_rel = ""
    if _uses_pytest(command):
        tag = secrets.token_hex(8)
        plugin_dir = f".parity-grade-{tag}"
        report_rel = f"{plugin_dir}/report.json"
        _write(root, f"{plugin_dir}/{PLUGIN_MODULE}.py", PLUGIN_SOURCE.read_bytes())
        r = ws.run_pytest(command, ["-p", PLUGIN_MODULE, "-p", "no:cacheprovider", *selected],
                          plugin_dir, report_rel, task.test_timeout_s)
    else:
        r = ws.exec(command, timeout_s=task.test_timeout_s)
    tests: list[TestResult] = []
    if report_rel:
        raw = _read(root, report_rel)
        try:
            report = json.loads(raw or b"")
            tests = [TestResult.model_validate(t) for t in report["tests"]]
            if report.get("tampered"):
                reasons.append("the test harness was modified during the run: "
                               + ", ".join(map(str, report["tampered"]))[:500])
        except (ValueError, KeyError, TypeError):
            reasons.append("the test run wrote no report (it died or exited early)")
    if report_rel and tests:
        mismatch = _summary_mismatch(r.output, tests)
        if mismatch:
            reasons.append(mismatch)
    after = {p: hashlib.sha256(_read(root, p) or b"").hexdigest() for p in watched}
    changed = [p for p in watched if before[p] != after[p]]
    if changed:
        reasons.append(f"hidden tests were modified during the run: {', '.join(changed)}")
    grade = result(exit_code=r.exit_code, timed_out=r.timed_out,
                   tests=sorted(tests, key=lambda t: t.test_id),
                   output_tail=r.output[-4000:], error=r.killed_reason)
    grade.reward = reward(grade, task)
    return grade


_SUMMARY = re.compile(r"^=*\s*(?P<body>(?:\d+ \w+(?:, )?)+) in [\d.]+s", re.M)


def _summary_mismatch(output: str, tests: list[TestResult]) -> str | None:
    """Cross-check the plugin's report with pytest's own closing line, which is printed
    before exit handlers run: a report rewritten after the fact disagrees with it."""
    matches = list(_SUMMARY.finditer(output))
    if not matches:
        return "the test report disagrees with pytest's output: no summary line"
    counts = {}
    for part in matches[-1].group("body").split(", "):
        n, _, word = part.partition(" ")
        counts[word] = int(n)
    ours = sum(t.outcome == "passed" for t in tests)
    theirs = counts.get("passed", 0) + counts.get("xpassed", 0)
    if ours != theirs:
        return (f"the test report disagrees with pytest's output: {ours} passed in the "
                f"report, {theirs} in pytest's summary")
    return None


def reward(grade: Grade, task: Task) -> float:
    """1.0 for a real fix, else 0.0; appends why to grade.reasons."""
    ok = True
    if grade.error or grade.timed_out:
        grade.reasons.append(f"the test run did not finish cleanly: {grade.error or 'timed out'}")
        ok = False
    if any(r.startswith(("patch tampers", "hidden tests were modified", "the test run wrote",
                         "the test report disagrees", "the test harness was modified"))
           for r in grade.reasons):
        ok = False
    if grade.exit_code != 0:
        grade.reasons.append(f"the test command exited with {grade.exit_code}")
        ok = False
    outcome = {t.test_id: t.outcome for t in grade.tests}
    expected = task.fail_to_pass + task.pass_to_pass
    if not expected:
        if not grade.all_passed:
            ok = False
    for label, ids in (("FAIL_TO_PASS", task.fail_to_pass), ("PASS_TO_PASS", task.pass_to_pass)):
        bad = [t for t in ids if outcome.get(t) != "passed"]
        if bad:
            ok = False
            shown = ", ".join(f"{t} ({outcome.get(t, 'missing')})" for t in bad[:5])
            grade.reasons.append(f"{len(bad)}/{len(ids)} {label} tests not passing: {shown}")
    return 1.0 if ok else 0.0
