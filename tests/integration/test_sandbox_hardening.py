"""What a session must not leave to the host, found by an attack on a running env server:
the server's environment (its token, API keys), setuid files a host user could run as the
server's user (root), and a workspace that grows until the host's disk is full."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import uuid
from pathlib import Path

import pytest

from parity.sandbox import Limits, SandboxError, make_backend
from tests.conftest import needs_bwrap

SHOW_ENVIRONS = ("for f in /proc/[0-9]*/environ /proc/self/environ; do echo \"== $f\"; "
                 "tr '\\0' '\\n' < $f; echo; done")


@pytest.fixture
def secret(monkeypatch) -> str:
    """A variable of the server's environment that nothing in a session may see."""
    value = "parity-secret-" + uuid.uuid4().hex
    monkeypatch.setenv("PARITY_TEST_SECRET", value)
    return value


def _session(tmp_path: Path, repo: Path, backend: str = "bwrap", **limits):
    b = make_backend(backend, tmp_path / "sb")
    return b, b.create(repo, uuid.uuid4().hex[:12], Limits(timeout_s=30, **limits))


def _mount_options(holder_pid: int, mount_point: Path) -> set[str]:
    """The per-mount options of the mount at `mount_point` in the holder's namespace."""
    for line in Path(f"/proc/{holder_pid}/mountinfo").read_text().splitlines():
        fields = line.split()
        if fields[4] == str(mount_point):
            return set(fields[5].split(","))
    raise AssertionError(f"nothing mounted at {mount_point}")


@needs_bwrap
def test_no_process_in_a_session_sees_the_servers_environment(tmp_path, repo, secret):
    _, s = _session(tmp_path, repo)
    try:
        r = s.exec(SHOW_ENVIRONS)
        assert "== /proc/1/environ" in r.output and "== /proc/self/environ" in r.output
        assert secret not in r.output and "PARITY_TEST_SECRET" not in r.output
        # A long-lived process (the grader's fork server) and the holder, seen from the host.
        proc = s.spawn(["bash", "-c", SHOW_ENVIRONS], [], stderr=subprocess.DEVNULL)
        out, _ = proc.communicate(timeout=30)
        assert b"== /proc/1/environ" in out and secret.encode() not in out
        assert s.holder is not None
        assert secret.encode() not in Path(f"/proc/{s.holder.pid}/environ").read_bytes()
    finally:
        s.close()


def test_local_commands_get_a_clean_environment(tmp_path, repo, secret):
    _, s = _session(tmp_path, repo, backend="local")
    try:
        r = s.exec("env; python3 -c 'print(1 + 1)'")
        assert secret not in r.output and "PARITY_TEST_SECRET" not in r.output
        assert r.output.split()[-1] == "2"
    finally:
        s.close()


@needs_bwrap
def test_a_setuid_file_made_in_a_session_is_in_no_host_path(tmp_path, repo):
    backend, s = _session(tmp_path, repo)
    try:
        assert stat.S_IMODE(os.stat(backend.base_dir).st_mode) == 0o700
        assert stat.S_IMODE(os.stat(s.dir).st_mode) == 0o700
        r = s.exec("cp /bin/bash suid && chmod 4755 suid && stat -c %a suid")
        assert r.output.split() == ["4755"]  # allowed in there: the sandbox's user owns it
        assert s.layer == "tmpfs"
        on_host = [name for _, _, files in os.walk(s.dir) for name in files]
        assert "suid" not in on_host
        # Where it is (the holder's namespace, reachable only through /proc by root), its
        # mounts are nosuid and nodev.
        assert s.holder is not None
        for mount_point in (s.dir / "layer", s.merged):
            assert {"nosuid", "nodev"} <= _mount_options(s.holder.pid, mount_point)
        assert (s.upper / "suid").stat().st_mode & stat.S_ISUID  # the file we looked for
    finally:
        s.close()


@needs_bwrap
def test_without_a_quota_the_upper_layer_is_behind_0700_directories(tmp_path, repo):
    backend, s = _session(tmp_path, repo, disk_mb=0)
    try:
        assert s.layer == "disk"
        s.exec("cp /bin/bash suid && chmod 4755 suid")
        assert (s.dir / "upper" / "suid").stat().st_mode & stat.S_ISUID
        for d in (backend.base_dir, s.dir):
            assert stat.S_IMODE(os.stat(d).st_mode) == 0o700
        assert s.holder is not None
        assert {"nosuid", "nodev"} <= _mount_options(s.holder.pid, s.merged)
    finally:
        s.close()


@needs_bwrap
def test_an_existing_base_dir_is_made_private(tmp_path):
    (tmp_path / "sb" / "bwrap").mkdir(parents=True)
    os.chmod(tmp_path / "sb" / "bwrap", 0o755)
    backend = make_backend("bwrap", tmp_path / "sb")
    assert stat.S_IMODE(os.stat(backend.base_dir).st_mode) == 0o700


@needs_bwrap
def test_a_removed_base_dir_comes_back_private(tmp_path, repo):
    backend = make_backend("bwrap", tmp_path / "sb")
    backend.base_dir.rmdir()  # what a /tmp cleaner does to an idle server's directory
    s = backend.create(repo, uuid.uuid4().hex[:12], Limits(timeout_s=30))
    try:
        assert stat.S_IMODE(os.stat(backend.base_dir).st_mode) == 0o700
        assert s.exec("echo ok").output.strip() == "ok"
    finally:
        s.close()


@pytest.mark.skipif(os.getuid() != 0, reason="needs root to give a directory away")
def test_a_base_dir_someone_else_can_swap_is_refused(tmp_path):
    from parity.sandbox.base import private_dir

    planted = tmp_path / "parity-0"
    planted.mkdir()
    os.chown(planted, 12345, 12345)
    with pytest.raises(SandboxError, match="owned by uid 12345"):
        private_dir(planted, "bwrap")
    os.chown(planted, 0, 0)
    os.chmod(planted, 0o777)
    with pytest.raises(SandboxError, match="writable by others"):
        private_dir(planted, "bwrap")


@needs_bwrap
def test_the_workspace_has_a_disk_quota(tmp_path, repo):
    _, s = _session(tmp_path, repo, disk_mb=8)
    try:
        r = s.exec("head -c 1M /dev/urandom > small && echo small-ok; "
                   "head -c 20M /dev/zero > big; echo rc=$?")
        assert "small-ok" in r.output
        assert "No space left on device" in r.output and "rc=1" in r.output
        # Nothing of it on the host's disk.
        host_bytes = sum(os.lstat(os.path.join(d, f)).st_size
                         for d, _, files in os.walk(s.dir) for f in files)
        assert host_bytes < 64 << 10
        # Host-side writes (write_file, edit_file) hit the same quota.
        with pytest.raises(OSError) as e:
            (s.root / "big2").write_bytes(b"x" * (20 << 20))
        assert e.value.errno == errno.ENOSPC
        assert s.changed_paths() == ["big", "big2", "small"]
        r = s.exec("rm big big2 && head -c 4M /dev/zero > again && echo again-ok")
        assert "again-ok" in r.output, r.output
    finally:
        s.close()


# -- grade directories: no setuid or setgid file on the host --------------------------------

# Code under test (imported by the hidden tests) makes setuid and setgid files and directories
# in its workspace, deep down, and beside it (a fork server's other grade directories).
SETID_CODE = '''
import os

def _setid(path, mode):
    with open(path, "w") as f:
        f.write("#!/bin/sh\\nid\\n")
    os.chmod(path, mode)

for where in (".", ".."):
    try:
        _setid(f"{where}/suid-made-by-a-test", 0o4755)
        _setid(f"{where}/sgid-made-by-a-test", 0o2755)
        os.makedirs(f"{where}/sgid-dir/a/b/c", exist_ok=True)
        os.chmod(f"{where}/sgid-dir", 0o2775)
        _setid(f"{where}/sgid-dir/a/b/c/deep-suid", 0o6755)
        os.chmod(f"{where}/sgid-dir/a", 0o2000)  # and unsearchable to its owner
    except OSError:
        pass  # no room beside a session's workspace
'''


def _setid_under(top: Path) -> list[str]:
    """Paths under `top` with a setuid or setgid bit (root sees through mode 000)."""
    found = []
    for d, dirs, files in os.walk(top):
        for name in dirs + files:
            st = os.lstat(os.path.join(d, name))
            if st.st_mode & (stat.S_ISUID | stat.S_ISGID) and not stat.S_ISLNK(st.st_mode):
                found.append(os.path.relpath(os.path.join(d, name), top))
    return found


@needs_bwrap
@pytest.mark.parametrize("path", ["fork_server", "sandbox", "sandbox_disk_layer"])
def test_grade_directories_hold_no_setuid_or_setgid_file(tmp_path, repo, monkeypatch, path):
    from parity.sandbox.bwrap import BwrapSession
    from parity.sandbox.workspace import text_patch
    from parity.tasks.config import GradingConfig
    from parity.tasks.forkserver import ForkServer, ForkServerPool
    from parity.tasks.grading import grade_patch
    from parity.types import Snapshot, Task
    from tests.conftest import CALC, HIDDEN_TESTS

    # What the host holds when it first touches a grade's tree after the tests ran: a fork
    # server's grade directories as they are moved out, a session's directory (and the
    # upper layer of its workspace, on its tmpfs or on the host's disk) as it is closed.
    seen: dict[str, list[str]] = {}
    wipe, close = ForkServer.wipe, BwrapSession.close

    def spy_wipe(self):
        seen.setdefault("grade dirs", []).extend(_setid_under(self.root))
        return wipe(self)

    def spy_close(self):
        for what, top in (("session dir", self.dir), ("upper layer", self.upper)):
            seen.setdefault(what, []).extend(_setid_under(top))
        return close(self)

    monkeypatch.setattr(ForkServer, "wipe", spy_wipe)
    monkeypatch.setattr(BwrapSession, "close", spy_close)
    limits = Limits(timeout_s=60, disk_mb=0 if path == "sandbox_disk_layer" else 1024)
    backend = make_backend("bwrap", tmp_path / "sb")
    pool = ForkServerPool(backend, limits, GradingConfig()) if path == "fork_server" else None
    task = Task(id="calc", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS,
                fail_to_pass=["tests/test_calc.py::test_add"],
                pass_to_pass=["tests/test_calc.py::test_mul"], test_timeout_s=60)
    fixed = CALC.replace("a - b", "a + b")
    patch = text_patch("pkg/calc.py", CALC, fixed + SETID_CODE)
    try:
        grade = grade_patch(backend, repo, patch, task, limits, uuid.uuid4().hex[:12],
                            fast=pool)
    finally:
        if pool is not None:
            pool.close()
    assert grade.reward == 1.0, (grade.reasons, grade.error)  # a real fix still pays
    if pool is not None:
        assert pool.counts == {"fast": 1}
        assert seen["grade dirs"] == []
    else:
        assert seen["session dir"] == [] and seen["upper layer"] == []
    assert set(seen) >= {"session dir", "upper layer"}  # every session was looked at
    assert _setid_under(tmp_path) == []
