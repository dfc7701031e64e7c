"""The end-to-end demo behind `parity quickstart` (until training lands).

No model: a scripted agent works one bug-fix task from a bundled repository through a real
`parity env-server` in a subprocess, over HTTP, in a bubblewrap sandbox. It shows each turn's
parallel tool calls and what came back, a bad call turned into an observation, the grade
before and after the fix (hidden tests, fresh workspace), and the figures that matter.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import secrets
import shutil
import sys
import tempfile
import time
from pathlib import Path

from parity.launch import free_port, server_process, wait_ready
from parity.sandbox.workspace import cache_dir
from parity.tasks import bundled_repo
from parity.types import Grade, Snapshot, Task, ToolCall, ToolResult

REPO = "fmtkit"
BUG_FILE = "fmtkit/roman.py"
CORRECT = "if index + 1 < len(numeral) and _VALUES[numeral[index + 1]] > value:"
BUGGY = "if index + 1 < len(numeral) and _VALUES[numeral[index + 1]] < value:"


def demo_task() -> Task:
    """The bundled repo without its tests, with one bug put in; the tests become hidden."""
    src = bundled_repo(REPO)
    original = (src / BUG_FILE).read_text()
    if CORRECT not in original:
        raise RuntimeError(f"the demo bug no longer fits {BUG_FILE}; update parity/demo.py")
    digest = hashlib.sha256(original.encode() + BUGGY.encode()).hexdigest()[:12]
    snap = cache_dir() / "demo" / f"{REPO}-{digest}"
    if not snap.is_dir():
        snap.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=snap.parent))
        shutil.copytree(src, tmp / "repo", ignore=shutil.ignore_patterns(
            "tests", "__pycache__", ".pytest_cache", ".benchmarks"))
        (tmp / "repo" / BUG_FILE).write_text(original.replace(CORRECT, BUGGY))
        os.replace(tmp / "repo", snap)
        shutil.rmtree(tmp, ignore_errors=True)
    hidden = {str(p.relative_to(src)): p.read_text()
              for p in sorted((src / "tests").rglob("*.py"))}
    return Task(
        id=f"demo-{REPO}-roman",
        snapshot=Snapshot(path=str(snap)),
        problem_statement="from_roman('IV') raises ValueError('non-canonical roman numeral') "
                          "instead of returning 4; from_roman('XIV') fails the same way.",
        hidden_tests=hidden,
        test_command="python -m pytest -q",
    )


def _show(results: list[ToolResult], width: int = 8) -> None:
    for r in results:
        mark = "ok " if r.ok else "ERR"
        lines = r.output.splitlines() or [""]
        print(f"    [{mark}] {r.name} ({r.duration_s * 1000:.1f} ms)")
        for line in lines[:width]:
            print(f"          {line[:110]}")
        if len(lines) > width:
            print(f"          ... {len(lines) - width} more lines")


def _grade_line(label: str, g: Grade) -> str:
    passed = sum(t.outcome == "passed" for t in g.tests)
    return (f"  {label}: {passed}/{len(g.tests)} hidden tests pass, exit code {g.exit_code}, "
            f"graded in {g.duration_s:.2f} s in a fresh workspace")


async def _scripted_session(url: str, token: str, task: Task) -> int:
    from parity.envserver.client import EnvClient

    client = EnvClient(url, token)
    try:
        t0 = time.perf_counter()
        info = await client.create_session(task=task)
        create_ms = (time.perf_counter() - t0) * 1000
        print(f"\nsession {info.session_id}: backend={info.backend} workspace={info.workspace} "
              f"created in {create_ms:.1f} ms")
        print(f"task: {task.problem_statement}\n")

        turns = [
            ("look around (4 calls in parallel)", [
                ToolCall(name="list_dir", arguments="{}"),
                ToolCall(name="grep", arguments=json.dumps({"pattern": "def from_roman", "glob": "*.py"})),
                ToolCall(name="todo_write", arguments=json.dumps({"todos": [
                    {"id": "1", "content": "reproduce from_roman('IV')", "status": "in_progress"},
                    {"id": "2", "content": "fix the subtraction rule"}]})),
                ToolCall(name="read_file", arguments=json.dumps({"path": "../../etc/passwd"})),
            ]),
            ("read and reproduce (2 calls in parallel)", [
                ToolCall(name="read_file", arguments=json.dumps({"path": BUG_FILE, "start_line": 25, "end_line": 40})),
                ToolCall(name="run_terminal_cmd", arguments=json.dumps(
                    {"command": "python -c \"from fmtkit.roman import from_roman; print(from_roman('IV'))\""})),
            ]),
            ("fix", [
                ToolCall(name="edit_file", arguments=json.dumps(
                    {"path": BUG_FILE, "old_string": "_VALUES[numeral[index + 1]] < value",
                     "new_string": "_VALUES[numeral[index + 1]] > value"})),
            ]),
            ("verify (2 calls in parallel)", [
                ToolCall(name="run_terminal_cmd", arguments=json.dumps(
                    {"command": "python -c \"from fmtkit.roman import from_roman; print(from_roman('IV'), from_roman('MCMXCIV'))\""})),
                ToolCall(name="read_lints", arguments=json.dumps({"paths": [BUG_FILE]})),
            ]),
        ]
        before = await client.grade(info.session_id)
        for n, (title, calls) in enumerate(turns, 1):
            t0 = time.perf_counter()
            results = await client.run_tools(info.session_id, calls)
            print(f"turn {n}: {title}, {(time.perf_counter() - t0) * 1000:.0f} ms over HTTP")
            _show(results)
        diff = await client.diff(info.session_id)
        print("\nthe session's diff:")
        print("  " + diff.strip().replace("\n", "\n  "))
        after = await client.grade(info.session_id)
        await client.close_session(info.session_id)
        print("\ngrading (hidden tests copied into a fresh workspace only now):")
        print(_grade_line("before the fix", before))
        print(_grade_line("after the fix ", after))
        failing = [t.test_id for t in before.tests if t.outcome != "passed"]
        print(f"  tests the bug broke: {len(failing)}, e.g. {', '.join(failing[:3])}")
        ok = after.all_passed and not before.all_passed
        print(f"\nresult: {'SOLVED' if ok else 'NOT SOLVED'} (reward {1 if after.all_passed else 0})")
        return 0 if ok else 1
    finally:
        await client.aclose()


def run_demo(backend: str = "auto") -> int:
    import httpx

    task = demo_task()
    port, token = free_port(), secrets.token_urlsafe(16)
    url = f"http://127.0.0.1:{port}"
    print("Parity quickstart: a scripted agent fixes a bug through the real environment server")
    log_path = Path(tempfile.gettempdir()) / f"parity-quickstart-server-{port}.log"
    print(f"starting `parity env-server` on {url} (backend {backend}, log {log_path}) ...")
    cmd = [sys.executable, "-m", "parity.cli", "env-server", "--port", str(port),
           "--backend", backend]

    async def go() -> int:
        with server_process(cmd, log_path, env=dict(os.environ, PARITY_ENV_TOKEN=token)) as proc:
            async with httpx.AsyncClient(base_url=url, trust_env=False) as probe:
                try:
                    await wait_ready(probe, "/health", proc, log_path)
                except (RuntimeError, TimeoutError) as e:
                    print(f"error: the environment server did not start: {e}", file=sys.stderr)
                    return 2
            return await _scripted_session(url, token, task)

    return asyncio.run(go())
