"""Grading that pays only for real fixes.

The order is the defence: a fresh workspace from the snapshot; the agent's patch applied by
`git apply` inside the sandbox with every file it touches that is a test or test
configuration excluded (git's own parser says which files a patch touches: quoted names,
several files in one block and renames included), and any such file it took away put back;
only then the hidden tests (files and/or a SWE-bench `test_patch`); then exactly the task's
FAIL_TO_PASS and PASS_TO_PASS tests by node id, with a small pytest plugin
(`pytest_report.py`) recording each outcome. The ids reach pytest through that plugin, with its
key (below), never on a command line: Linux holds at most 128 KiB in one argument, and the
slow path's whole command is one (`bash -c`). Reward 1 needs all of these:

  - a report sealed by the plugin with this grade's key (HMAC-SHA256; the key reaches the
    plugin before any workspace import and is kept where code under test cannot reach it,
    see `pytest_report`): code under test runs in the same process, so a report file, a
    summary line or an exit status it wrote proves nothing;
  - every FAIL_TO_PASS and PASS_TO_PASS test reported as passed (missing, skipped, errored
    or not collected all count as failed), the run's exit code 0, and the passes agreeing
    with pytest's terminal count and its closing line (any form; the line never pays);
  - no timeout or kill, and the hidden test files byte-identical after the run;
  - a test runner that is the environment's: pytest starts with the workspace off
    `sys.path` (nothing of the workspace can stand in for pytest, its plugins or a module
    they import), with its configuration file chosen from the snapshot by pytest's own rules
    and passed with `-c` (restored to the snapshot's bytes, so no file the agent adds or
    edits, whatever its name, configures the run), and the plugin's checks clean: no reach
    from code under test into the grader (garbage collector, frames, tracers, ctypes, code
    objects made or swapped, forged file names), pytest's code unchanged by content before,
    during and after the tests, test items unchanged, reports sent by pytest only, and
    every conftest, plugin or hook that comes from the workspace byte-identical to the
    repository's own or a hidden test;
  - no object of code under test, or held by it, that equals anything;
  - no source change that visibly reaches into the harness (os._exit, atexit, pytest
    internals): a cheap first look, not the defence (string concatenation defeats it).

Where the steps run is the caller's choice, not the rules': `grade_in` takes a
`GradeWorkspace`, either a new sandbox session per grade or a directory of a warm fork
server (`parity.tasks.forkserver`). The fork server hands a grade to the slow path only
before any code of the agent ran; a server that dies during a grade pays 0 (code under test
can kill it). Both run the same steps and the same checks below.

A task whose suite is not pytest (`Task.log_parser`: django's runtests.py, sympy's bin/test,
`python -m unittest -v`) takes a separate, weaker branch: the same steps up to the tests, then
its command as written, always in a new sandbox session (the fork server runs pytest only),
and the outcomes read from the printed log by `parity.tasks.logparsers`; every FAIL_TO_PASS
and PASS_TO_PASS test must be in the log as passed and the runner's closing summary printed.
The exit code does not decide there (as in SWE-bench, tests outside the lists may fail), and
a log can be forged by code under test printing lines (docs/tasks.md says so).

Deliberately out of scope: a fix that special-cases the exact test inputs (that is what
held-out PASS_TO_PASS tests and synthesized variety are for); what an in-process check still
cannot stop is listed in docs/tasks.md ("What grading does not catch").
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import logging
import os
import re
import secrets
import shlex
import subprocess
import time
from pathlib import Path, PurePosixPath
from typing import Protocol

from parity.sandbox import fs
from parity.sandbox.base import ExecResult, Limits, SandboxBackend, SandboxSession
from parity.sandbox.tools_layer import grade_preload_library
from parity.taskenv import session_env
from parity.tasks import logparsers
from parity.tools.base import ToolError
from parity.tools.paths import display_name, open_file, resolve
from parity.types import Grade, Task, TestResult, safe_text

log = logging.getLogger(__name__)

PLUGIN_SOURCE = Path(__file__).with_name("pytest_report.py")
PLUGIN_MODULE = "parity_grade_report"
# In the grader's directory of a workspace (names the plugin knows too): the key file (slow
# path), the file whose ctime marks the start of the run, and the sealed report.
ARM_NAME = "arm"
CLOCK_NAME = "clock"
REPORT_NAME = "report.json"
NONDUMPABLE_VAR = "PARITY_GRADE_NONDUMPABLE"  # the preload's path, for the plugin to check

# pytest's own list of the files it reads configuration from, in its order of preference
# (pytest 9 added pytest.toml, .pytest.toml and .pytest.ini); the fallback is that list.
try:
    from _pytest.config.findpaths import CONFIG_LOADERS_BY_NAME as _LOADERS

    CONFIG_NAMES: tuple[str, ...] = tuple(_LOADERS)
except ImportError:  # pytest absent or reorganised: every known name, read as "has config"
    _LOADERS = {}
    CONFIG_NAMES = ("pytest.toml", ".pytest.toml", "pytest.ini", ".pytest.ini",
                    "pyproject.toml", "tox.ini", "setup.cfg")
# Files that configure or take part in the test run: an agent's changes to them never count.
# (Configuration is also chosen from the snapshot and passed explicitly: a name missing here
# still configures nothing.)
HARNESS_NAMES = frozenset({
    "conftest.py", "noxfile.py", "sitecustomize.py", "usercustomize.py", ".pytest_cache",
    "__pycache__", *CONFIG_NAMES,
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


# Exit statuses with which a shell says the command never ran (POSIX: 126 found but not
# executable, 127 not found): a broken environment or tools layer, not a verdict on a fix.
COMMAND_NOT_RUN = {126: "found but not executable", 127: "command not found"}
GRADER_COULD_NOT_RUN = "the grader could not run the tests"


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


class UnreadablePatch(ValueError):
    """git cannot parse the patch (it would not apply either)."""


def touched_paths(patch: str) -> list[str]:
    """Every path a patch creates, changes or deletes, as git itself reads the patch: quoted
    and escaped names, a second file inside one `diff --git` block, plain unified diffs.
    A rename is listed by its new name (git's --numstat); its old name is a file that goes
    away, which `grade_in` puts back when it was protected."""
    if not patch.strip():
        return []
    r = subprocess.run(["git", "apply", "--numstat", "-z", "-"], input=patch.encode(),
                       capture_output=True, cwd="/", timeout=60,
                       env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                            "GIT_CEILING_DIRECTORIES": "/", "HOME": "/nonexistent"})
    if r.returncode != 0:
        raise UnreadablePatch(safe_text(r.stderr).strip()[-500:])
    fields = r.stdout.split(b"\0")
    paths: list[str] = []
    i = 0
    while i < len(fields):
        head = fields[i]
        i += 1
        if not head:
            continue
        added_deleted, _, path = head.rpartition(b"\t")
        if not added_deleted:  # not a numstat record
            continue
        if path:
            paths.append(os.fsdecode(path))
        else:  # a rename or copy: "N\tM\t\0old\0new\0"
            paths += [os.fsdecode(fields[i]), os.fsdecode(fields[i + 1])]
            i += 2
    return list(dict.fromkeys(paths))


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


def _glob_literal(path: str) -> str:
    """A path as a git pathspec pattern that matches only itself."""
    return re.sub(r"([\\*?\[\]])", r"\\\1", path)


def _apply(ws: GradeWorkspace, patch: str, what: str,
           exclude: list[str] | None = None) -> str | None:
    """git apply inside the sandbox, without the files in `exclude`; None on success, else
    the error."""
    name = f".parity-{secrets.token_hex(8)}.patch"
    _write(ws.root, name, patch.encode())
    skip = " ".join(shlex.quote(f"--exclude={_glob_literal(p)}") for p in exclude or [])
    r = ws.exec(f"git apply --whitespace=nowarn {skip} {name}; rc=$?; rm -f {name}; exit $rc",
                timeout_s=60)
    if r.exit_code != 0:
        return f"the {what} does not apply: {r.output.strip()[-500:]}"
    return None


def _pytest_options(command: str) -> list[str] | None:
    """The words after `pytest` (or `python -m pytest`) in a test command; None when the
    command does not run pytest."""
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    for i, w in enumerate(words[:4]):
        if w == "pytest" or w.endswith("/pytest"):
            return words[i + 1:]
    return None


class GradeWorkspace(Protocol):
    """A fresh workspace to grade in: the snapshot it was made from, its host path, and two
    ways to run commands in the sandbox there. `run_pytest` runs the task's pytest command
    with `extra_args` appended, the report plugin importable from `plugin_dir`, armed with
    `arm` (its key and the test ids to run: handed over where no code of the workspace can
    read them, see `pytest_report.arm`) before any workspace import, and the workspace off
    `sys.path` until the plugin puts it there. `writable` is the host directory its commands
    can write (`root` or one above it): `grade_in` clears every setuid and setgid bit there
    after each command (`_Swept`)."""

    snapshot: Path
    root: str
    writable: str

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult: ...

    def run_pytest(self, command: str, extra_args: list[str], plugin_dir: str,
                   arm: bytes, timeout_s: float) -> ExecResult: ...


class _Swept:
    """`ws`, with the setuid and setgid bits of everything its commands can write cleared
    after each command, before the host reads a file there or deletes the tree.

    Code under test can `chmod 4755` a file it made; inside the sandbox that means nothing
    (its mounts are nosuid, and its user is the file's owner), but on the host the file is
    the server's user's (root), and a fork server's grade directory is a plain host
    directory. A sweep finds nothing running: each command ends with its process tree (a
    fork server kills every other process in its sandbox before it answers)."""

    def __init__(self, ws: GradeWorkspace) -> None:
        self.ws = ws
        self.snapshot, self.root, self.writable = ws.snapshot, ws.root, ws.writable

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        r = self.ws.exec(command, timeout_s)
        self._sweep()
        return r

    def run_pytest(self, command: str, extra_args: list[str], plugin_dir: str,
                   arm: bytes, timeout_s: float) -> ExecResult:
        r = self.ws.run_pytest(command, extra_args, plugin_dir, arm, timeout_s)
        self._sweep()
        return r

    def _sweep(self) -> None:
        found = fs.clear_setid(self.writable)
        if found:
            log.info("cleared the setuid or setgid bit of %d file(s) a grade made: %s",
                     len(found), ", ".join(display_name(p) for p in found[:5]))


class FastGrader(Protocol):
    """Grades in a warm process when it can (`parity.tasks.forkserver`); None: it did not,
    grade the slow way."""

    def grade(self, snapshot: Path, patch: str, task: Task, start: float) -> Grade | None: ...


class _SessionWorkspace:
    """A new sandbox session from the snapshot: every command is a fresh process."""

    def __init__(self, session: SandboxSession) -> None:
        self.session = session
        self.snapshot = session.snapshot
        self.root = self.writable = str(session.root)

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        return self.session.exec(command, timeout_s=timeout_s)

    def run_pytest(self, command: str, extra_args: list[str], plugin_dir: str,
                   arm: bytes, timeout_s: float) -> ExecResult:
        args = " ".join(shlex.quote(a) for a in extra_args)
        # The key travels in a file that the shell opens as descriptor 3 of pytest's process
        # only (a redirection of the last command, never in argv or the environment), and
        # that the plugin reads, closes and unlinks at import, before any workspace code.
        key_rel = f"{plugin_dir}/{ARM_NAME}"
        _write(self.root, key_rel, arm)
        # PYTHONSAFEPATH: `python -m pytest` would put the workspace first on sys.path, where
        # a pytest.py, _pytest/, pluggy/ or a *.dist-info with a pytest11 entry point would
        # be imported instead of the environment's; the plugin adds it back, later.
        # The preload makes the test process non-dumpable before Python starts (the plugin
        # then loads no ctypes; tools_layer.PRELOAD); a session without it (an image's
        # Python) has the plugin do it through ctypes
        lib = grade_preload_library(getattr(self.session, "tools_layer", None))
        preload = (f"LD_PRELOAD={shlex.quote(str(lib))} "
                   f"{NONDUMPABLE_VAR}={shlex.quote(str(lib))} ") if lib else ""
        return self.session.exec(
            f"{preload}PYTHONSAFEPATH=1 PYTHONPATH=\"$PWD/{plugin_dir}${{PYTHONPATH:+:$PYTHONPATH}}\" "
            f"PARITY_GRADE_KEY_FD=3 PARITY_GRADE_KEY_FILE=\"$PWD/{key_rel}\" "
            f"{command} {args} 3<\"$PWD/{key_rel}\"", timeout_s=timeout_s)


def grade_patch(backend: SandboxBackend, snapshot: Path, patch: str, task: Task,
                limits: Limits, session_id: str, fast: FastGrader | None = None) -> Grade:
    """The reward for `patch`: through `fast` when given and it applies, else in a new
    sandbox session. Both run `grade_in`, so both apply the same checks."""
    start = time.monotonic()
    # the task's layer, image and workspace path: EnvMissing (how to get it) if not here
    env = session_env(task, backend.name)
    if fast is not None and task.log_parser == "pytest":
        grade = fast.grade(snapshot, patch, task, start)
        if grade is not None:
            return grade
    session = backend.create(snapshot, session_id, limits, env)
    try:
        return grade_in(_SessionWorkspace(session), patch, task, start)
    finally:
        session.close()


# -- the test configuration, chosen from the snapshot -------------------------------------

_CONFIG_OPTIONS = ("-c", "--config-file", "--rootdir", "--inifile")


def _has_config(path: Path) -> bool:
    loader = _LOADERS.get(path.name)
    if loader is None:
        return True
    try:
        return loader(path) is not None
    except Exception as e:  # a file pytest would fail on: pytest says so in the run
        log.info("pytest cannot read %s: %s", path, e)
        return True


def pytest_config(snapshot: Path, workspace: Path, args: list[str]) -> tuple[str | None, str]:
    """(the configuration file, the rootdir) that pytest would choose for a run with `args`
    in `workspace`, both relative to the workspace root, with configuration files taken
    from `snapshot` only: pytest's own search (each argument, then its parents, for each
    name in pytest's order; a pyproject.toml without a pytest table last; without one, a
    setup.py above the arguments), limited to the workspace as the sandbox sees it. None:
    no configuration file."""
    root = snapshot.resolve()
    rels = []
    for arg in [a for a in args if not a.startswith("-")] or ["."]:
        rel = os.path.normpath(arg.split("::")[0])
        if rel.startswith("..") or os.path.isabs(rel):
            continue
        rels.append(Path(rel))
    pyproject = None
    for rel in rels or [Path(".")]:
        for base in (rel, *rel.parents):
            for name in CONFIG_NAMES:
                f = root / base / name
                if f.is_file() and not f.is_symlink():
                    if name == "pyproject.toml" and pyproject is None:
                        pyproject = (base / name, base)
                    if _has_config(f):
                        return str(base / name), str(base)
    if pyproject is not None:
        return str(pyproject[0]), str(pyproject[1])
    existing = [str(r if (workspace / r).is_dir() else r.parent) for r in rels
                if os.path.lexists(workspace / r)]
    common = Path(os.path.commonpath(existing)) if existing else Path(".")
    for base in (common, *common.parents):  # pytest: a setup.py above the arguments
        if (root / base / "setup.py").is_file():
            return None, str(base)
    return None, "."


def _config_args(ws: GradeWorkspace, options: list[str], selected: list[str],
                 plugin_dir: str) -> list[str]:
    """`-c FILE --rootdir DIR` as the snapshot decides, with FILE put back to the snapshot's
    bytes: no file the agent added or changed, whatever its name, configures the run. A task
    whose own command names its configuration file keeps it (pytest roots the run at it). One
    that names only its rootdir gets the file pytest would find from the test ids' directories:
    pytest looks before the plugin hands it the ids, so it would look from the working
    directory instead."""
    named = {opt for o in options for opt in _CONFIG_OPTIONS if o == opt or o.startswith(opt + "=")}
    if named - {"--rootdir"}:
        return []
    config, rootdir = pytest_config(ws.snapshot, Path(ws.root), [*options, *selected])
    if named:
        if config is None:
            return []
        _write(ws.root, config, (ws.snapshot / config).read_bytes())
        return ["-c", config]
    if config is None:
        # No configuration in the repository: an empty one, so that none is looked for.
        empty = f"{plugin_dir}/pytest.ini"
        _write(ws.root, empty, b"[pytest]\n")
        return ["-c", empty, f"--rootdir={rootdir}", f"--confcutdir={rootdir}"]
    _write(ws.root, config, (ws.snapshot / config).read_bytes())
    return ["-c", config, f"--rootdir={rootdir}"]


def _protected_files(snapshot: Path) -> list[str]:
    """Test and harness files of a snapshot (read-only, so listed once per snapshot)."""
    key = str(snapshot)
    if key not in _PROTECTED_CACHE:
        found = [rel for rel in fs.files_under(snapshot, prune=frozenset({".git"}))
                 if is_protected(rel, set())]
        if len(_PROTECTED_CACHE) > 1000:
            _PROTECTED_CACHE.clear()
        _PROTECTED_CACHE[key] = found
    return _PROTECTED_CACHE[key]


_PROTECTED_CACHE: dict[str, list[str]] = {}


def _put_back_protected(ws: GradeWorkspace) -> None:
    """Protected files of the snapshot that applying the patch took away (a rename from a
    test file is listed by git under its new name only): written back."""
    for rel in _protected_files(ws.snapshot):
        if not os.path.lexists(os.path.join(ws.root, rel)):
            src = ws.snapshot / rel
            if src.is_file() and not src.is_symlink():
                _write(ws.root, rel, src.read_bytes())


# -- grading --------------------------------------------------------------------------------

def grade_in(ws: GradeWorkspace, patch: str, task: Task, start: float) -> Grade:
    """Grade `patch` in `ws`, a fresh copy of the task's snapshot, by the rules above."""
    ws = _Swept(ws)
    reasons: list[str] = []
    refusals: list[str] = []  # the REFUSALS behind those reasons, for the run's telemetry

    def refuse(category: str, why: str) -> None:
        reasons.append(why)
        if category not in refusals:
            refusals.append(category)

    def result(**kw) -> Grade:
        return Grade(task_id=task.id, duration_s=time.monotonic() - start, reasons=reasons,
                     refusals=refusals, **kw)

    try:
        touched = touched_paths(patch)
        hidden = set(task.hidden_tests) | set(touched_paths(task.test_patch))
    except UnreadablePatch as e:
        return result(exit_code=None, error=f"a patch git cannot read: {e}")
    dropped = sorted(p for p in touched if is_protected(p, hidden))
    changed = [p for p in touched if p not in dropped]  # what the agent's patch may change
    if dropped:  # a name that is not UTF-8 as git quotes it: "\\376/conftest.py"
        refuse("tests_edited", f"ignored the agent's changes to tests or test configuration: "
                               f"{', '.join(display_name(p) for p in dropped)}")
    kept, _ = filter_patch(patch, hidden)
    for why in tampering(kept):
        refuse("harness_in_patch", f"patch tampers with the test harness: {why}")

    root = ws.root
    if changed and (err := _apply(ws, patch, "agent's patch", exclude=dropped)):
        return result(exit_code=None, error=err)
    _put_back_protected(ws)
    try:
        for rel, content in task.hidden_tests.items():
            _write(root, rel, content.encode())
    except ToolError as e:  # the agent's files are in the way (a symlink, a file for a dir)
        return result(exit_code=None, error=f"the hidden tests cannot be written: {e}")
    if task.test_patch.strip() and (err := _apply(ws, task.test_patch, "test patch")):
        return result(exit_code=None, error=err)
    if task.setup.strip():
        r = ws.exec(task.setup, timeout_s=task.test_timeout_s)
        if r.exit_code != 0:
            return result(exit_code=r.exit_code, output_tail=r.output[-4000:],
                          error=f"task setup failed: {r.killed_reason or r.exit_code}")
    watched = sorted(hidden)
    before = {p: _digest(root, p) for p in watched}

    command = task.test_command
    selected = list(dict.fromkeys(task.fail_to_pass + task.pass_to_pass))
    report_rel = ""
    key = secrets.token_bytes(32)
    options = _pytest_options(command)
    tests: list[TestResult] = []
    if task.log_parser != "pytest":
        r, tests = _run_logged(ws, task, reasons)
    elif options is not None:
        tag = secrets.token_hex(8)
        plugin_dir = f".parity-grade-{tag}"
        report_rel = f"{plugin_dir}/{REPORT_NAME}"
        _write(root, f"{plugin_dir}/{PLUGIN_MODULE}.py", PLUGIN_SOURCE.read_bytes())
        config = _config_args(ws, options, selected, plugin_dir)
        # The ids travel with the key, to the plugin: on no command line (a large suite's
        # exceed what one argument may hold), in no file that code under test could edit.
        # `hide`: the hidden tests' modules, which the plugin unlinks once collected (no code
        # under test, nor a process it starts, reads a test's expectation from them)
        arm = json.dumps({"key": key.hex(), "changed": changed, "select": selected,
                          "allow": list(task.grading_allows),
                          "hide": sorted(p for p in hidden if p.endswith(".py"))}).encode()
        # Its ctime marks the run's start for the plugin: a workspace file changed later is
        # code under test (a ctime cannot be set back). After every file the grader writes.
        _write(root, f"{plugin_dir}/{CLOCK_NAME}", b"")
        r = ws.run_pytest(command, ["-p", PLUGIN_MODULE, "-p", "no:cacheprovider", *config],
                          plugin_dir, arm, task.test_timeout_s)
    else:
        r = ws.exec(command, timeout_s=task.test_timeout_s)
    stats: dict[str, int] | None = None
    passed_reports: int | None = None
    needs: list[str] = []
    unlinked: set[str] = set()  # hidden tests' modules the plugin took away after collection
    if report_rel:
        try:
            report = unseal(_read(root, report_rel), key)
            tests = [TestResult.model_validate(t) for t in report["tests"]]
            stats = {str(k): int(v) for k, v in report["stats"].items()}
            passed_reports = int(report["passed_reports"])
            needs = [str(n) for n in report["needs"]]
            unlinked = {str(p) for p in report.get("hidden_sources", ())} & set(watched)
            for why in report["tampered"]:
                refuse("runner_tampered",
                       f"the test harness was modified during the run: {str(why)[:300]}")
            for rel in report["plugin_files"]:
                if not _trusted(ws, str(rel), changed, before, unlinked):
                    refuse("foreign_plugin", f"the test harness was modified during the run: a "
                                             f"plugin, conftest or hook came from {rel!r}, "
                                             "which is not the repository's own")
            for row in report["always_equal"]:
                if not _trusted(ws, str(row["file"]), changed, before, unlinked):
                    said = ("has its own __eq__ and no instance of it could be built to "
                            "compare" if row.get("kind") == "unbuildable"
                            else "says it equals an unrelated object")
                    refuse("always_equal", f"an object that equals anything: class "
                                           f"{row['class']!r} in {row['file']!r} {said}")
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            refuse("no_authentic_report", f"the test run wrote no authentic report ({e}): it "
                                          "died, exited early, or something else wrote it")
    if report_rel and tests:
        mismatch = _summary_mismatch(r.output, tests, stats, passed_reports)
        if mismatch:
            refuse("summary_mismatch", mismatch)
    after = {p: _digest(root, p) for p in watched}
    # a module the plugin unlinked may be absent; anything else written there is a change
    modified = [p for p in watched if before[p] != after[p]
                and not (p in unlinked and _read(root, p) is None)]
    if modified:
        refuse("hidden_tests_modified",
               f"hidden tests were modified during the run: {', '.join(modified)}")
    error = r.killed_reason
    if error is None and not tests and r.exit_code in COMMAND_NOT_RUN:
        # the shell could not start the test command at all: no verdict on the fix, and not
        # a failed fix either (a reward of 0 from it would train the policy on nothing)
        error = (f"{GRADER_COULD_NOT_RUN}: the test command exited {r.exit_code} "
                 f"({COMMAND_NOT_RUN[r.exit_code]}): {r.output.strip()[-300:] or 'no output'}")
    grade = result(exit_code=r.exit_code, timed_out=r.timed_out,
                   tests=sorted(tests, key=lambda t: t.test_id),
                   output_tail=r.output[-4000:], error=error, grading_needs=needs)
    grade.reward = reward(grade, task)
    return grade


def _run_logged(ws: GradeWorkspace, task: Task,
                reasons: list[str]) -> tuple[ExecResult, list[TestResult]]:
    """Run a non-pytest task's command with its whole log kept in a file (the sandbox's
    output is capped, a verbose suite's log is not), and read the outcomes from it."""
    log_rel = f".parity-grade-{secrets.token_hex(8)}/test.log"
    _write(ws.root, log_rel, b"")
    r = ws.exec(f"( {task.test_command}\n) > {log_rel} 2>&1", timeout_s=task.test_timeout_s)
    text = (_read(ws.root, log_rel) or b"").decode(errors="replace")
    r = dataclasses.replace(r, output=text[-64_000:] + r.output)
    if not logparsers.finished(task.log_parser, text):
        reasons.append(f"the test log has no closing summary of the {task.log_parser} runner "
                       "(it died or exited early)")
    tests = [TestResult(test_id=t, outcome=o)
             for t, o in logparsers.parse(task.log_parser, text).items()]
    return r, tests


def _digest(root: str, rel: str) -> str:
    return hashlib.sha256(_read(root, rel) or b"").hexdigest()


def _trusted(ws: GradeWorkspace, rel: str, changed: list[str], before: dict[str, str],
             unlinked: set[str] = frozenset()) -> bool:
    """Whether a workspace file that a plugin, hook or class came from is the repository's
    own (or a hidden test): not touched by the agent's patch, and byte-identical to the
    snapshot's (or to the hidden test as written). A file made during the run is not. A
    hidden test's module the plugin unlinked once collected (`unlinked`) may be absent: the
    plugin refuses a test file written during the run before its collection."""
    if rel.startswith("/") or ".." in rel.split("/"):
        return False
    if rel in before:
        if rel in unlinked and _read(ws.root, rel) is None:
            return True
        return _digest(ws.root, rel) == before[rel]
    if rel in changed:
        return False
    original = ws.snapshot / rel
    if not original.is_file() or original.is_symlink():
        return False
    return _read(ws.root, rel) == original.read_bytes()


class ForgedReport(ValueError):
    """A report whose seal does not verify: not written by the armed plugin."""


def unseal(raw: bytes | None, key: bytes) -> dict:
    """The body of a report sealed by `pytest_report.arm` with `key` (HMAC-SHA256 of the
    body). Anything else, a missing or cut file included, raises ValueError."""
    if not raw:
        raise ForgedReport("no report")
    sealed = json.loads(raw)
    body, seal = sealed["body"], sealed["hmac"]
    if not isinstance(body, str) or not isinstance(seal, str):
        raise ForgedReport("not a sealed report")
    expected = hmac.new(key, body.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, seal):
        raise ForgedReport("its seal does not verify")
    report = json.loads(body)
    if not isinstance(report, dict):
        raise ForgedReport("not a report")
    return report


# pytest's closing line, every form it takes: "=== 3 passed, 1 warning in 0.12s ===" (with -q
# without the rules), "140 passed, 5 skipped, 152 subtests passed in 0.92s" (pytest 9),
# "1 failed, 2 errors, 1 xfailed, 1 xpassed, 4 deselected, 1 rerun in 61.23s (0:01:01)",
# "no tests ran in 0.01s". Counts are "N words" (a word may be two: "subtests passed").
_SUMMARY = re.compile(
    r"^=*[ \t]*(?P<body>(?:\d+ [a-z]+(?: [a-z]+)?(?:, |(?= in )))+|no tests ran)"
    r" in [\d.]+s(?: \([\d:]+\))?[ \t]*=*[ \t]*$", re.M)


def parse_summary(output: str) -> dict[str, int] | None:
    """The counts of pytest's last closing line in `output` ("passed", "failed", "xpassed",
    "subtests passed", "warnings", ...; singular forms as plural), or None without one."""
    matches = list(_SUMMARY.finditer(output))
    if not matches:
        return None
    counts: dict[str, int] = {}
    body = matches[-1].group("body")
    if body == "no tests ran":
        return counts
    for part in body.split(", "):
        n, _, word = part.partition(" ")
        word = {"warning": "warnings", "error": "errors", "rerun": "reruns"}.get(word, word)
        counts[word] = counts.get(word, 0) + int(n)
    return counts


def _summary_mismatch(output: str, tests: list[TestResult],
                      stats: dict[str, int] | None = None,
                      passed_reports: int | None = None) -> str | None:
    """Cross-check the sealed report's passes with pytest's own count: the terminal
    reporter's (sealed with the report) and the closing line it printed, when there is one.
    The seal decides what the report says; these catch a run whose reports reached pytest's
    terminal differently than they reached the plugin. Like is compared with like: pytest
    counts a test by its own report (`passed_reports`), which passes even when one of its
    subtests was skipped or failed, where the verdict does not."""
    ours = (passed_reports if passed_reports is not None
            else sum(t.outcome == "passed" for t in tests))
    for source, counts in (("the terminal's count", stats),
                           ("pytest's summary", parse_summary(output))):
        if counts is None:
            continue
        theirs = counts.get("passed", 0) + counts.get("xpassed", 0)
        if ours != theirs:
            return (f"the test report disagrees with pytest's output: {ours} passed in the "
                    f"report, {theirs} in {source}")
    return None


def reward(grade: Grade, task: Task) -> float:
    """1.0 for a real fix, else 0.0; appends why to grade.reasons."""
    ok = True
    if grade.error or grade.timed_out:
        grade.reasons.append(f"the test run did not finish cleanly: {grade.error or 'timed out'}")
        ok = False
    if any(r.startswith(("patch tampers", "hidden tests were modified", "the test run wrote",
                         "the test report disagrees", "the test harness was modified",
                         "an object that equals anything", "the test log has no"))
           for r in grade.reasons):
        ok = False
    expected = task.fail_to_pass + task.pass_to_pass
    # a log-parsed suite: the listed tests decide (others may fail, as in SWE-bench)
    if grade.exit_code != 0 and (task.log_parser == "pytest" or not expected):
        grade.reasons.append(f"the test command exited with {grade.exit_code}")
        ok = False
    outcome = {t.test_id: t.outcome for t in grade.tests}
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
