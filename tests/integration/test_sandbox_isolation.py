"""What a sandboxed command cannot do, and how each abuse ends: in a clear error, with the
environment still serving other sessions."""

from __future__ import annotations

import os
import time
import uuid
from pathlib import Path

import pytest

from parity.sandbox import Limits, make_backend
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


@pytest.fixture
def backend(tmp_path: Path):
    return make_backend("bwrap", tmp_path / "sb")


@pytest.fixture(params=["per-command", "runner"])
def session(request, backend, repo: Path):
    """Both ways a command runs: a bwrap of its own, and the session's persistent runner."""
    s = backend.create(repo, uuid.uuid4().hex[:12],
                       Limits(timeout_s=20, memory_mb=256, max_procs=64, cpu_s=30))
    if request.param == "runner":
        assert s.start_runner()
    else:
        s.runners = None
    yield s
    s.close()


def test_workspace_is_copy_on_write_overlay(session, repo):
    assert session.workspace_kind == "overlayfs"
    r = session.exec("echo changed >> pkg/calc.py && rm README.md && mkdir -p new && echo x > new/f")
    assert r.exit_code == 0, r.output
    assert "changed" in (session.root / "pkg/calc.py").read_text()
    assert (repo / "README.md").exists() and "changed" not in (repo / "pkg/calc.py").read_text()
    assert session.changed_paths() == ["README.md", "new/f", "pkg/calc.py"]


def test_cannot_write_outside_the_workspace(session, tmp_path):
    marker = tmp_path / "host-marker"
    r = session.exec(f"touch /usr/evil; touch /etc/evil; touch {marker}; echo done")
    assert "Read-only file system" in r.output or "No such file" in r.output
    assert not Path("/usr/evil").exists() and not Path("/etc/evil").exists()
    assert not marker.exists()
    # /tmp is private to the command and gone afterwards
    session.exec("echo secret > /tmp/x")
    assert session.exec("cat /tmp/x").exit_code != 0


def test_host_files_are_hidden(session, tmp_path):
    r = session.exec(f"ls {tmp_path} /root/.ssh /home 2>&1; cat /etc/shadow 2>&1; echo end")
    assert "No such file" in r.output
    assert "root:" not in r.output


def test_no_network(session):
    r = session.exec(
        "python3 -c \"import socket; s=socket.socket(); s.settimeout(2); "
        "s.connect(('1.1.1.1', 80))\" 2>&1 | tail -1; "
        "python3 -c \"import socket; s=socket.socket(); s.settimeout(2); "
        "s.connect(('127.0.0.1', 22))\" 2>&1 | tail -1; ls /sys/class/net 2>&1"
    )
    assert "Network is unreachable" in r.output
    assert "Connection refused" in r.output  # its own loopback, with nothing on it


def test_processes_do_not_outlive_the_command_or_session(session):
    tag = uuid.uuid4().hex
    r = session.exec(f"(setsid nohup sleep 300 {tag} >/dev/null 2>&1 &) ; echo started")
    assert "started" in r.output
    session.exec(f"nohup sleep 300 {tag} >/dev/null 2>&1 & disown; echo again")

    def alive() -> bool:
        for pid in os.listdir("/proc"):
            if pid.isdigit():
                try:
                    if tag in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace"):
                        return True
                except OSError:
                    continue
        return False

    def gone_soon() -> bool:
        # the kernel kills the pid namespace as its init exits; on a loaded machine the last
        # of it can take a moment to disappear from /proc
        deadline = time.monotonic() + 3
        while alive():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)
        return True

    assert gone_soon()
    session.close()
    assert gone_soon()


def test_fork_bomb_ends_in_a_clear_error(backend, repo):
    s = backend.create(repo, "bomb" + uuid.uuid4().hex[:6],
                       Limits(timeout_s=5, max_procs=32, memory_mb=256))
    try:
        r = s.exec("bomb() { bomb | bomb & }; bomb; sleep 2; echo survived")
        assert r.killed_reason or "Resource temporarily unavailable" in r.output or r.timed_out
        ok = s.exec("echo still-usable")
        assert ok.output.strip() == "still-usable"
    finally:
        s.close()


def test_memory_hog_is_killed(session):
    # 'alloc' 'ated': bash's report of the killed command quotes the command's text
    r = session.exec("python3 -c \"x = bytearray(1 << 30); print('alloc' 'ated')\"")
    assert "allocated" not in r.output
    assert r.exit_code != 0
    assert (r.killed_reason and "out of memory" in r.killed_reason) or "MemoryError" in r.output


def test_infinite_loop_times_out(session):
    r = session.exec("while :; do :; done", timeout_s=1)
    assert r.timed_out and "wall-clock timeout after 1 s" in r.describe()


def test_gigabyte_print_is_cut_and_killed(session):
    r = session.exec("head -c 1000000000 /dev/zero | tr '\\0' 'a'")
    assert r.truncated
    assert r.killed_reason and "output exceeded" in r.killed_reason
    assert len(r.output) < 64 * 1024


def test_snapshot_from_git_commit_has_no_history(tmp_path, backend):
    import subprocess

    repo = tmp_path / "g"
    repo.mkdir()
    (repo / "a.py").write_text("A = 1\n")
    git = ["git", "-C", str(repo), "-c", "user.email=t@t", "-c", "user.name=t"]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "the fix is here"], check=True)
    (repo / "a.py").write_text("A = 2\n")
    subprocess.run([*git, "commit", "-qam", "later"], check=True)
    from parity.sandbox.workspace import prepare_snapshot

    snap = prepare_snapshot(repo, "HEAD~1")
    s = backend.create(snap, "git" + uuid.uuid4().hex[:6], Limits(timeout_s=10))
    try:
        assert (s.root / "a.py").read_text() == "A = 1\n"
        r = s.exec("git log 2>&1; ls -a")
        assert "the fix is here" not in r.output and ".git" not in r.output.split()
    finally:
        s.close()
