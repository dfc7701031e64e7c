"""Run a task's tests against a session's diff in a fresh workspace.

The order matters: a new sandbox session from the snapshot, the agent's patch applied with
`git apply` inside the sandbox, and only then the hidden tests written in. Hidden tests are
therefore never in a workspace the agent acted in. For pytest commands a small plugin
records each test's outcome by node id; other commands are judged by exit code alone.
(The rules that make the reward hard to game, FAIL_TO_PASS and PASS_TO_PASS, come with
the task format.)
"""

from __future__ import annotations

import json
import os
import secrets
import shlex
import time
from pathlib import Path

from parity.sandbox.base import Limits, SandboxBackend
from parity.tools.base import ToolError
from parity.tools.paths import open_file, resolve
from parity.types import Grade, Task, TestResult

PLUGIN_SOURCE = Path(__file__).with_name("pytest_report.py")
PLUGIN_MODULE = "parity_grade_report"


def _write(root: str, rel_path: str, data: bytes) -> None:
    rel = resolve(root, rel_path)
    fd = open_file(root, rel, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, create_parents=True)
    with os.fdopen(fd, "wb") as f:
        f.write(data)


def grade_patch(backend: SandboxBackend, snapshot: Path, patch: str, task: Task,
                limits: Limits, session_id: str) -> Grade:
    start = time.monotonic()
    session = backend.create(snapshot, session_id, limits)
    try:
        root = str(session.root)
        tag = secrets.token_hex(8)
        if patch.strip():
            patch_name = f".parity-{tag}.patch"
            _write(root, patch_name, patch.encode())
            r = session.exec(
                f"git apply --whitespace=nowarn {patch_name}; rc=$?; rm -f {patch_name}; exit $rc",
                timeout_s=60,
            )
            if r.exit_code != 0:
                return Grade(task_id=task.id, exit_code=None, output_tail=r.output[-4000:],
                             duration_s=time.monotonic() - start,
                             error=f"the patch does not apply: {r.output.strip()[-500:]}")
        for rel, content in task.hidden_tests.items():
            _write(root, rel, content.encode())
        command = task.test_command
        report_rel = ""
        if "pytest" in shlex.split(command)[:3] or "pytest" in command.split()[0]:
            plugin_dir = f".parity-grade-{tag}"
            report_rel = f"{plugin_dir}/report.json"
            _write(root, f"{plugin_dir}/{PLUGIN_MODULE}.py", PLUGIN_SOURCE.read_bytes())
            command = (f"PYTHONPATH=\"$PWD/{plugin_dir}${{PYTHONPATH:+:$PYTHONPATH}}\" "
                       f"PARITY_GRADE_REPORT=\"$PWD/{report_rel}\" {command} -p {PLUGIN_MODULE}")
        r = session.exec(command, timeout_s=task.test_timeout_s)
        tests: list[TestResult] = []
        if report_rel:
            try:
                fd = open_file(root, report_rel, os.O_RDONLY)
                with os.fdopen(fd, "rb") as f:
                    report = json.loads(f.read(16 << 20))
                tests = [TestResult.model_validate(t) for t in report["tests"]]
            except (ToolError, ValueError, KeyError, TypeError):
                tests = []  # no report: the run died before pytest finished
        return Grade(task_id=task.id, exit_code=r.exit_code, timed_out=r.timed_out,
                     tests=sorted(tests, key=lambda t: t.test_id),
                     output_tail=r.output[-4000:], duration_s=time.monotonic() - start,
                     error=r.killed_reason)
    finally:
        session.close()

