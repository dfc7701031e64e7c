"""The persistent command runner (parity.sandbox.runner), attacked from the commands it runs:
it must be out of their reach, keep every per-command guarantee, and be replaced (with the
per-command path meanwhile) when it dies. The guarantees both paths share are tested on both
in test_sandbox_isolation.py and test_hostile.py."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import tempfile
import threading
import time
import uuid
from pathlib import Path

import pytest

from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.sandbox import Limits, make_backend
from parity.types import Snapshot, ToolCall
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap

FORGED = json.dumps({"command": "touch /workspace/pwned", "timeout_s": 5,
                     "max_output_bytes": 100, "max_stream_bytes": 100})


@pytest.fixture
def session(tmp_path, repo):
    s = make_backend("bwrap", tmp_path / "sb").create(repo, uuid.uuid4().hex[:12],
                                                      Limits(timeout_s=20))
    assert s.start_runner()
    yield s
    s.close()


def _via_runner(s) -> bool:
    return "parity-runner" in s.exec("tr '\\0' ' ' < /proc/1/cmdline").output


def test_commands_run_in_the_runner_as_uid_1000_without_capabilities(session):
    assert _via_runner(session)
    out = session.exec("id -u; grep -E '^(Cap(Prm|Eff|Bnd|Amb)|NoNewPrivs)' /proc/self/status; "
                       "pwd; hostname").output.split()
    assert out[0] == "1000" and "/workspace" in out and "sandbox" in out
    caps = dict(zip(out[1::2], out[2::2], strict=False))
    assert {caps[k] for k in ("CapPrm:", "CapEff:", "CapBnd:", "CapAmb:")} == {"0" * 16}
    assert caps["NoNewPrivs:"] == "1"
    # the per-command rlimits, as on the per-command path (cpu_s 120, max_file_mb 256)
    assert session.exec("ulimit -St; ulimit -Ht; ulimit -f").output.split() == [
        "120", "121", str(256 << 10)]


def test_a_command_cannot_reach_or_drive_the_runner(session):
    runner = session.runners.runner
    # Only its own namespace is visible: its init, which holds nothing of the runner's and
    # is non-dumpable (its descriptors cannot be opened), and the command's own processes.
    r = session.exec("ls /proc | grep -cE '^[0-9]+$'; echo; ls /proc/1/fd; echo; "
                     "(: > /proc/1/fd/2) 2>&1; echo; ls /proc/self/fd")
    count, init_fds, opened, own_fds = r.output.split("\n\n")
    assert int(count) <= 6, r.output
    assert init_fds.split() == ["0", "1", "2"], r.output
    assert "Permission denied" in opened, r.output
    assert set(own_fds.split()) <= {"0", "1", "2", "3"}, r.output  # 3: ls's own directory
    # Forged requests into every descriptor it can name, signals to everything it can see.
    session.exec(f"for f in /proc/[0-9]*/fd/* /dev/fd/* /dev/stdout /dev/stderr; do "
                 f"echo '{FORGED}' > $f; done 2>/dev/null; kill -9 1; kill -STOP -1; "
                 "kill -9 -1; true")
    for _ in range(3):
        assert session.exec("echo fine").output == "fine\n"
    assert not (session.root / "pwned").exists()
    assert session.runners.runner is runner and runner.proc.poll() is None
    assert _via_runner(session)


def test_a_command_in_a_user_namespace_of_its_own_still_cannot_change_its_mounts(session):
    """Each command's mount, IPC and UTS namespaces belong to the sandbox's user namespace,
    where it has no capability; one it makes itself (`unshare -r`, root with every capability
    there) gets a locked copy: bwrap's covers over /proc stay, / and /dev stay read-only, and
    the hostname is not its to set."""
    mounts = session.exec("awk '{print $5}' /proc/self/mountinfo").output.split()
    cover = next(p for p in mounts if p.startswith("/proc/"))  # bwrap's, e.g. /proc/irq
    r = session.exec(
        "unshare -Urm sh -c '"
        f"umount {cover} && echo UNCOVERED; umount -l {cover} && echo UNCOVERED; "
        "mount -o remount,rw / && echo ROOT_RW; mount -o remount,rw /dev && echo DEV_RW; "
        "touch /etc/x && echo WROTE_ETC; id -u; echo done' 2>&1; "
        "unshare -Ur hostname pwned 2>&1; hostname")
    assert "\n0\ndone\n" in r.output, r.output  # it ran, as root of its own namespace
    for bad in ("UNCOVERED", "ROOT_RW", "DEV_RW", "WROTE_ETC"):
        assert bad not in r.output, r.output
    assert r.output.rstrip().splitlines()[-1] == "sandbox", r.output
    assert _via_runner(session) and session.runners.failures == 0


def test_nothing_outside_the_workspace_outlives_a_command(session):
    tag = uuid.uuid4().hex
    session.exec(f"echo {tag} > /tmp/a; echo {tag} > /dev/shm/a; echo {tag} > /dev/a; "
                 f"echo {tag} > /a; mkdir -p /run/{tag}; ipcmk -M 4096; echo {tag} > keep")
    r = session.exec("cat /tmp/a /dev/shm/a /dev/a /a; ls /run /dev /tmp /dev/shm; "
                     "ipcs -m; cat keep")
    assert r.output.count(tag) == 1 and r.output.rstrip().endswith(tag), r.output
    assert "0x" not in r.output, r.output  # no System V segment either (ipcs -m keys)


def test_a_dead_runner_is_replaced_and_its_command_is_not_rerun(session):
    runner = session.runners.runner

    def kill_soon() -> None:
        # once the command has begun (its first line written), not after a guessed delay
        deadline = time.monotonic() + 30
        count = session.root / "count"
        while not (count.exists() and count.read_text() == "ran\n") and time.monotonic() < deadline:
            time.sleep(0.01)
        os.killpg(runner.proc.pid, signal.SIGKILL)

    t = threading.Thread(target=kill_soon)
    t.start()
    r = session.exec("echo ran >> count; sleep 5")
    t.join()
    assert r.exit_code is None and "runner failed" in (r.killed_reason or ""), r
    assert (session.root / "count").read_text() == "ran\n"
    # the next command takes the per-command path, and a new runner starts after it
    assert session.runners.runner is None
    assert session.exec("echo after").output == "after\n"
    assert session.start_runner()  # (waits for the one starting in the background)
    assert session.runners.runner is not None and session.runners.runner is not runner
    assert _via_runner(session)
    assert (session.root / "count").read_text() == "ran\n"


def test_concurrent_commands_in_one_session_both_run(session):
    results = []

    def run(i: int) -> None:
        results.append(session.exec(f"sleep 0.5; echo {i}").output)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["0\n", "1\n", "2\n"]  # the runner's, and the slow path's


PROBES = ("\n\necho $0 \"$_\" $LINENO $SECONDS $- ${#BASH_EXECUTION_STRING}\n"
          "read -r x; echo read=$? x=$x; compgen -v | md5sum; shopt -p | md5sum\n"
          "trap 'echo bye $LINENO' EXIT; ls /proc/self/fd; (exit 7)")


@pytest.mark.parametrize("padding", [0, 2000], ids=["pre-started bash", "bash -c"])
def test_a_command_reads_as_bash_c_reads_it(session, padding):
    """Short commands run in the standby's pre-started bash (`eval`), long ones as
    `bash -c COMMAND`: both as the per-command path runs them."""
    command = PROBES + "\n#" + "x" * padding
    ours, theirs = session.exec(command), session._exec_once(command, None)
    assert _via_runner(session)
    assert (ours.output, ours.exit_code) == (theirs.output, theirs.exit_code), ours.output
    assert ours.exit_code == 7 and ours.output.startswith("bash bash 3 0 ") and "bye" in ours.output
    # The one difference in output (README.md, The sandbox): a syntax error names `eval`, not `-c`.
    r = session.exec("echo ${x" + "\n#" + "x" * padding)
    assert r.exit_code == 2
    assert ("bash: eval: line 1:" if padding == 0 else "bash: -c: line 1:") in r.output


def test_the_next_commands_bash_is_out_of_reach_of_this_one(session):
    """Each command's bash is started ahead of it, but only once the command before it is
    gone: a command, and whatever it leaves running, never sees the next command's bash, its
    init or its namespaces, so cannot signal, stop or trace them, or write to its pipe."""
    watcher = (  # for 1.5 s: look for any other pre-started bash, stop and kill all it sees
        "for i in $(seq 300); do for p in /proc/[0-9]*; do n=${p#/proc/}; "
        "[ $n = $BASHPID ] || [ $n = $ME ] || [ $n = 1 ] && continue; "
        "grep -qa BASH_EXECUTION_STRING $p/cmdline 2>/dev/null && echo $n >> seen; "
        "kill -STOP $n; kill -9 $n; done 2>/dev/null; "
        "echo x > /proc/$ME/fd/3; sleep 0.005; done")
    first = session.exec("readlink /proc/self/ns/pid /proc/self/ns/mnt /proc/self/ns/user; "
                         f": > seen; ME=$$ setsid bash -c '{watcher}' & sleep 0.3; echo up")
    assert first.output.endswith("up\n"), first.output
    for _ in range(5):
        r = session.exec("readlink /proc/self/ns/pid /proc/self/ns/mnt /proc/self/ns/user; "
                         "echo \"$BASH_EXECUTION_STRING\"; cat seen; kill -9 -1; echo alive")
    # kill(-1) finds nothing it may signal but itself and its init: no standby in sight
    assert r.exit_code == 0 and r.output.endswith(
        "cat seen; kill -9 -1; echo alive\nbash: line 1: kill: (-1) - No such process\nalive\n"
    ), r.output
    # (Namespace ids are not compared with the first command's: once its namespaces are
    # gone the kernel may hand their inode numbers to new ones.)
    assert (session.root / "seen").read_text() == ""  # nothing, ever: the watcher is gone too
    assert session.runners.failures == 0 and _via_runner(session)


def test_a_layer_under_tmp_stays_visible_and_read_only(tmp_path, repo):
    """A cache under /tmp (a clone or a PARITY_CACHE there) puts the task's layer under /tmp,
    which each command's fresh /tmp would hide: the runner binds it back, read-only."""
    from parity.sandbox.base import SessionEnv

    layer = Path(tempfile.mkdtemp(prefix="parity-layer-", dir="/tmp"))
    try:
        (layer / "bin").mkdir()
        tool = layer / "bin" / "layer-tool"
        tool.write_text("#!/bin/sh\necho from-the-layer\n")
        tool.chmod(0o755)
        s = make_backend("bwrap", tmp_path / "sb").create(
            repo, uuid.uuid4().hex[:12], Limits(timeout_s=20), SessionEnv(layer=layer))
        try:
            assert s.start_runner() and _via_runner(s)
            r = s.exec("layer-tool; touch /tmp/scratch && echo tmp-writable; "
                       f"touch {layer}/x 2>/dev/null || echo layer-read-only")
            assert r.exit_code == 0 and r.output.split() == [
                "from-the-layer", "tmp-writable", "layer-read-only"], r
        finally:
            s.close()
    finally:
        shutil.rmtree(layer)


def _shell(command: str) -> ToolCall:
    return ToolCall(name="run_terminal_cmd", arguments=json.dumps({"command": command}))


def test_a_command_through_the_runner_holds_no_worker_thread(tmp_path, repo):
    """The env server awaits a runner's reply on its event loop: with a single worker thread,
    one session's long command does not keep another session's read_file waiting, and
    the command is awaited as itself (not on the per-command path)."""
    env = LocalEnv(EnvConfig(backend="bwrap", base_dir=str(tmp_path / "env"), worker_threads=1,
                             limits=Limits(timeout_s=20)))

    async def main() -> None:
        try:
            a = (await env.create_session(snapshot=Snapshot(path=str(repo)))).session_id
            b = (await env.create_session(snapshot=Snapshot(path=str(repo)))).session_id
            await env.run_tools(a, [_shell("true")])  # the first command starts the runner
            assert env.sessions[a].ctx.session.start_runner()
            finished: list[str] = []

            async def slow() -> None:
                [r] = await env.run_tools(a, [_shell("sleep 1.5; cat /proc/1/cmdline")])
                assert r.ok and "parity-runner" in r.output, r.output
                finished.append("shell")

            async def quick() -> None:
                await asyncio.sleep(0.3)  # the command is running by now
                assert env.pool.load()[0] == 0  # no worker busy with it
                [r] = await env.run_tools(b, [ToolCall(name="list_dir",
                                                       arguments='{"path": "."}')])
                assert r.ok, r.output
                finished.append("list_dir")

            await asyncio.gather(slow(), quick())
            assert finished == ["list_dir", "shell"]
        finally:
            await env.aclose()

    asyncio.run(main())


def test_a_cancelled_call_lets_its_command_finish_and_frees_the_runner(session):
    """A client that goes away mid-command (the request task cancelled) does not kill the
    command nor leave the runner held: the command completes, the next one uses the runner."""
    async def main() -> None:
        call = asyncio.ensure_future(session.aexec("touch started; sleep 0.5; "
                                                   "echo done > finished"))
        for _ in range(200):  # cancel once the command runs (a fixed sleep raced under load)
            if (session.root / "started").exists():
                break
            await asyncio.sleep(0.05)
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        for _ in range(100):
            if (session.root / "finished").exists():
                break
            await asyncio.sleep(0.05)
        assert (session.root / "finished").read_text() == "done\n"
        for _ in range(200):  # the reply comes a moment after the file: then it is released
            if not session.runners.lock.locked():
                break
            await asyncio.sleep(0.05)
        r = await session.aexec("tr '\\0' ' ' < /proc/1/cmdline")
        assert "parity-runner" in r.output and session.runners.failures == 0

    asyncio.run(main())
