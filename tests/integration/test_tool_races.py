"""Attacks from inside the sandbox on the tools that run on the host: a command that swaps
directories and symlinks to the host while the tools walk the tree, FIFOs that would hang
a tool, names that are not UTF-8, and a workspace too large to diff."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import threading
import time
import uuid
from pathlib import Path

import pytest

from parity.envserver import BadRequest
from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.sandbox import Limits, make_backend
from parity.sandbox import workspace as ws
from parity.sandbox.workspace import unified_diff
from parity.tools import ToolContext, ToolSet
from parity.types import Snapshot, Task, ToolCall
from tests.conftest import HIDDEN_TESTS, needs_bwrap

pytestmark = needs_bwrap

TOOLS = ToolSet()
NUM_PAIRS = 24  # directory/symlink pairs the attacker swaps
# Below each swapped directory (and in the host directory its symlink points to): the
# longer the path a tool walks after its check, the wider the window before the fix.
DEEP = "/".join(["d" * 40] * 4)
SWAPPER = """
import ctypes, os, platform, sys, time
libc = ctypes.CDLL(None, use_errno=True)
nr = {"x86_64": 316, "aarch64": 276}.get(platform.machine())
def exchange(a, b):  # renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE)
    if hasattr(libc, "renameat2"):
        return libc.renameat2(-100, a, -100, b, 2)
    return libc.syscall(nr, -100, a, -100, b, 2)
pairs = [(f"g/x{i:02d}".encode(), f"g/l{i:02d}".encode()) for i in range(int(sys.argv[1]))]
if exchange(*pairs[0]) != 0:
    sys.exit(f"renameat2 failed: errno {ctypes.get_errno()}")
open("ready", "w").close()
end, n = time.monotonic() + float(sys.argv[2]), 0
while True:
    for a, b in pairs:
        exchange(a, b)
    n += 1
    if n % 50 == 0 and (os.path.exists("stop") or time.monotonic() > end):
        break
"""


def call(ctx: ToolContext, name: str, **args):
    return TOOLS.run(ctx, ToolCall(name=name, arguments=json.dumps(args)))


@pytest.fixture
def session(tmp_path: Path, repo: Path):
    s = make_backend("bwrap", tmp_path / "sb").create(repo, uuid.uuid4().hex[:8], Limits())
    yield s
    s.close()


@pytest.fixture
def host_secret(tmp_path: Path) -> tuple[Path, str]:
    """A host directory outside every workspace, with a marker in its names and content."""
    token = secrets.token_hex(8)
    d = tmp_path / "host"
    (d / "inner").mkdir(parents=True)
    (d / DEEP).mkdir(parents=True)
    for where in (d, d / "inner", d / DEEP):
        (where / f"secret-{token}.txt").write_text(f"HOSTSECRET {token}\n")
    return d, token


class Swapper:
    """In the sandbox: g/xNN directories and g/lNN symlinks to the host directory, swapped
    with RENAME_EXCHANGE as fast as python can, until the test says stop."""

    def __init__(self, session, target: Path, num_pairs: int = NUM_PAIRS,
                 seconds: float = 40.0) -> None:
        self.session = session
        self.num_pairs = num_pairs
        root = Path(session.root)
        (root / "swapper.py").write_text(SWAPPER)
        setup = " && ".join(
            f"mkdir -p g/x{i:02d}/{DEEP} && echo 'workspace text' > g/x{i:02d}/{DEEP}/own.txt && "
            f"ln -s {target} g/l{i:02d}" for i in range(num_pairs))
        r = session.exec(setup)
        assert r.exit_code == 0, r.output
        self.result = None
        self.thread = threading.Thread(target=self._run, args=(seconds,), daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not (root / "ready").exists():
            assert self.thread.is_alive(), f"the swapper failed: {self.result}"
            assert time.monotonic() < deadline, "the swapper did not start"
            time.sleep(0.02)

    def _run(self, seconds: float) -> None:
        self.result = self.session.exec(f"python3 swapper.py {self.num_pairs} {seconds}",
                                        timeout_s=seconds + 20)

    def stop(self) -> None:
        (Path(self.session.root) / "stop").write_text("")
        self.thread.join(30)
        assert self.result is not None and self.result.exit_code == 0, self.result


def _attack(session, host_secret, name: str, args: dict, tries: int, budget_s: float,
            num_pairs: int = NUM_PAIRS) -> None:
    target, token = host_secret
    ctx = ToolContext(session=session, max_output_bytes=1 << 20)
    swapper = Swapper(session, target, num_pairs)
    leaks, ran, seen_own = [], 0, 0
    start = time.monotonic()
    try:
        while ran < tries and time.monotonic() - start < budget_s:
            r = call(ctx, name, **args)
            ran += 1
            seen_own += "own.txt" in r.output
            if token in r.output:
                leaks.append(r.output)
    finally:
        swapper.stop()
    assert ran >= 10, f"only {ran} calls in {budget_s} s"
    assert not leaks, f"{name} showed host files in {len(leaks)} of {ran} calls: {leaks[0][:500]}"
    assert seen_own, f"{name} never showed the workspace's own file in {ran} calls"


def test_grep_never_reads_outside_the_workspace(session, host_secret):
    _attack(session, host_secret, "grep", {"pattern": "HOSTSECRET|workspace", "path": "g"},
            tries=60, budget_s=8)  # each call is a sandboxed command: fewer tries


def test_list_dir_never_lists_outside_the_workspace(session, host_secret):
    # One pair, swapped as often as possible: list_dir opens one directory per call.
    _attack(session, host_secret, "list_dir", {"path": f"g/x00/{DEEP}"}, tries=3000,
            budget_s=6, num_pairs=1)


def test_glob_never_walks_outside_the_workspace(session, host_secret):
    _attack(session, host_secret, "glob", {"pattern": "**/*.txt", "path": "g"},
            tries=600, budget_s=6)


def test_changed_paths_and_diff_never_leave_the_workspace(session, host_secret):
    _, token = host_secret
    swapper = Swapper(session, host_secret[0])
    try:
        for _ in range(30):
            patch = unified_diff(session.snapshot, session.root, session.changed_paths())
            assert token not in patch
    finally:
        swapper.stop()


def _finishes_fast(fn, limit_s: float = 1.0):
    box: list = []
    t = threading.Thread(target=lambda: box.append(fn()), daemon=True)
    start = time.monotonic()
    t.start()
    t.join(limit_s + 4)
    return box[0] if box else None, time.monotonic() - start


def _unblock(fifo: Path) -> None:
    """Release a tool stuck on the FIFO (only the code before the fix gets stuck)."""
    for flags in (os.O_RDONLY | os.O_NONBLOCK, os.O_WRONLY | os.O_NONBLOCK):
        try:
            os.close(os.open(fifo, flags))
        except OSError:
            pass


@pytest.mark.parametrize(("name", "args"), [
    ("read_file", {"path": "pipe"}),
    ("write_file", {"path": "pipe", "content": "x"}),
    ("edit_file", {"path": "pipe", "old_string": "a", "new_string": "b"}),
])
def test_file_tools_refuse_a_fifo_at_once(session, name, args):
    assert session.exec("mkfifo pipe").exit_code == 0
    ctx = ToolContext(session=session)
    try:
        r, took = _finishes_fast(lambda: call(ctx, name, **args))
    finally:
        _unblock(Path(session.root) / "pipe")
    assert r is not None and took < 1.0, f"{name} on a FIFO took {took:.1f} s"
    assert not r.ok and "FIFO" in r.output, r.output


def test_diff_of_a_fifo_does_not_hang(session):
    assert session.exec("mkfifo pipe && echo x > new.txt").exit_code == 0
    try:
        patch, took = _finishes_fast(
            lambda: unified_diff(session.snapshot, session.root, session.changed_paths()))
    finally:
        _unblock(Path(session.root) / "pipe")
    assert patch is not None and took < 1.0
    assert "new.txt" in patch and "pipe" not in patch


ODD_NAMES = [b"\xff.py", b"with space.py", b'quote".py', b"new\nline.py", b"back\\slash.py",
             b"tab\there.py", "caf\u00e9.py".encode()]
ODD_DIR = b"dir-\xfe"


def _bash_bytes(raw: bytes) -> str:
    """raw as a bash ANSI-C string: $'\\xff.py'."""
    return "$'" + "".join(f"\\x{b:02x}" for b in raw) + "'"


def _make_odd_files(session) -> None:
    cmds = ["printf 'def add(a, b):\\n    return a + b\\n' > pkg/calc.py",
            f"mkdir {_bash_bytes(ODD_DIR)}"]
    cmds += [f"echo 'file {i}' > {_bash_bytes(raw)}" for i, raw in enumerate(ODD_NAMES)]
    r = session.exec(" && ".join(cmds))
    assert r.exit_code == 0, r.output


def test_odd_names_are_listed(session):
    _make_odd_files(session)
    ctx = ToolContext(session=session)
    listing = call(ctx, "list_dir")
    assert listing.ok, listing.output
    json.dumps(listing.output, ensure_ascii=False).encode("utf-8")  # survives JSON
    assert '"\\377.py"  (' in listing.output
    assert '"new\\nline.py"  (' in listing.output
    assert '"dir-\\376"/' in listing.output
    assert "with space.py  (" in listing.output and "caf\u00e9.py  (" in listing.output
    assert "escaped as git writes them" in listing.output
    found = call(ctx, "glob", pattern="*.py")
    assert found.ok and '"\\377.py"' in found.output and "with space.py" in found.output
    assert "escaped as git writes them" in found.output
    found.output.encode("utf-8")


def test_odd_names_diff_applies_with_git(session, repo, tmp_path):
    _make_odd_files(session)
    paths = session.changed_paths()
    patch = unified_diff(session.snapshot, session.root, paths)
    patch.encode("utf-8")  # plain text, no surrogates
    assert 'diff --git "a/\\377.py" "b/\\377.py"' in patch
    copy = tmp_path / "copy"
    shutil.copytree(repo, copy, symlinks=True)
    r = subprocess.run(["git", "apply", "--whitespace=nowarn", "-"], input=patch.encode(),
                       cwd=copy, capture_output=True)
    assert r.returncode == 0, r.stderr.decode(errors="replace")
    for raw in [*ODD_NAMES, b"pkg/calc.py"]:
        want = (Path(session.root) / os.fsdecode(raw)).read_bytes()
        assert (copy / os.fsdecode(raw)).read_bytes() == want, raw
    # git agrees on the names: it reads the same paths back from the patch
    r = subprocess.run(["git", "apply", "--numstat", "-z", "-"], input=patch.encode(),
                       cwd=copy, capture_output=True, check=True)
    names = {f.split(b"\t", 2)[2] for f in r.stdout.split(b"\0") if f.count(b"\t") >= 2}
    assert names == {*ODD_NAMES, b"pkg/calc.py"}


def test_files_and_directories_replacing_each_other_diff_applies(repo, tmp_path):
    (repo / "gone" / "sub").mkdir(parents=True)
    (repo / "gone" / "x.py").write_text("X = 1\n")
    (repo / "gone" / "sub" / "z.py").write_text("z\n")
    (repo / "d2").mkdir()
    (repo / "d2" / "a.py").write_text("a\n")
    session = make_backend("bwrap", tmp_path / "sb").create(repo, "replace", Limits())
    try:
        _replace_and_apply(session, repo, tmp_path)
    finally:
        session.close()


def _replace_and_apply(session, repo: Path, tmp_path: Path) -> None:
    r = session.exec("rm -r gone && mkdir gone && echo y > gone/y.py && rm pkg/calc.py && "
                     "mkdir pkg/calc.py && echo q > pkg/calc.py/q && rm -r d2 && echo f > d2")
    assert r.exit_code == 0, r.output
    assert session.changed_paths() == ["d2", "d2/a.py", "gone/sub/z.py", "gone/x.py",
                                       "gone/y.py", "pkg/calc.py", "pkg/calc.py/q"]
    patch = unified_diff(session.snapshot, session.root, session.changed_paths())
    copy = tmp_path / "copy"
    shutil.copytree(repo, copy)
    subprocess.run(["git", "apply", "-"], input=patch.encode(), cwd=copy, check=True)
    root = Path(session.root)
    assert (sorted(str(p.relative_to(copy)) for p in copy.rglob("*"))
            == sorted(str(p.relative_to(root)) for p in root.rglob("*")))


async def test_env_diff_of_odd_names_and_too_large_diff(tmp_path, repo, monkeypatch):
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sandboxes")))
    task = Task(id="calc", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS,
                test_command="python -m pytest -q", test_timeout_s=60)
    try:
        info = await env.create_session(task=task)
        _make_odd_files(env.sessions[info.session_id].sandbox)
        diff = await env.diff(info.session_id)
        assert '"a/\\377.py"' in diff
        json.dumps({"diff": diff}, ensure_ascii=False).encode("utf-8")
        monkeypatch.setattr(ws, "MAX_DIFF_BYTES", 200)
        with pytest.raises(BadRequest, match="more than 200 bytes"):
            await env.diff(info.session_id)
        grade = await env.grade(info.session_id)  # nothing to pay for, and it says why
        assert grade.reward == 0.0 and "more than 200 bytes" in grade.reasons[0]
    finally:
        await env.aclose()
