"""The host's half of the persistent command runner (see runner_main.py for the sandbox's):
one per bubblewrap session, so that a command costs a request over a pipe instead of
`nsenter` + `bwrap` + a bash prologue.

    BwrapSession.exec(command)
      ├─ runner idle? ── JSON line ──► runner_main.py in the session's sandbox: a standby
      │                                made after the last command (fork, unshare, fork,
      │                                bash waiting) in a new pid namespace runs COMMAND
      │               ◄── JSON line ── exit code, head and tail of the output; every process
      │                                the command started is gone
      └─ no runner (an image's root filesystem has no /usr/bin/python3; it failed to start;
         it is busy with another command of the same session; it died): the per-command
         path, `nsenter` + `bwrap`, as before

The runner's process starts once a session's first command is over (which took the
per-command path) and gets ready on its own (about 50 ms); commands take the per-command
path until it is, so neither session creation nor any command waits for it, and a session
that runs one command never pays for it. One that dies or fails is
replaced on a later command; after `MAX_FAILURES` the session keeps the per-command path.
A runner that dies during a command (the OOM killer may pick it: it shares the session's
memory cgroup) does not rerun it: the command may have had effects. Its result says so.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from parity.sandbox.base import ExecResult, Limits
from parity.sandbox.process import (
    SandboxInit,
    json_reply,
    json_reply_async,
    readable,
    result_of_reply,
)

if TYPE_CHECKING:
    from parity.sandbox.bwrap import BwrapSession

log = logging.getLogger(__name__)

RUNNER_SOURCE = Path(__file__).with_name("runner_main.py")
RUNNER_MOUNT = "/run/parity-runner.py"
SANDBOX_PYTHON = "/usr/bin/python3"
START_TIMEOUT_S = 30.0
REPLY_MARGIN_S = 10.0  # past a command's own timeout: the runner kills it itself before this
MAX_FAILURES = 3


class RunnerError(RuntimeError):
    """The runner failed (not the command it ran)."""


class CommandRunner:
    """One runner process; `run` is called by one thread at a time (the session's lock)."""

    def __init__(self, session: BwrapSession, stderr: IO[bytes] | int) -> None:
        self.limits: Limits = session.limits
        self._buf = b""
        self.ready = False
        self.dead: str | None = None  # why it failed during a command: replace it
        # The sandbox's pid 1, so that closing ends all of it before it returns.
        self.init = SandboxInit()
        # Root of the sandbox's user namespace, with capabilities there (and nowhere else):
        # each command gets a user namespace of its own in which it is uid 1000 again.
        try:
            self.proc = session.spawn(
                [SANDBOX_PYTHON, "-I", "-S", RUNNER_MOUNT, session.workspace,
                 str(session.limits.tmp_mb << 20), str(session.limits.cpu_s)],
                [*self.init.bwrap_args(), "--uid", "0", "--gid", "0",
                 "--cap-add", "CAP_SYS_ADMIN", "--ro-bind", str(RUNNER_SOURCE), RUNNER_MOUNT,
                 "--remount-ro", "/dev", "--remount-ro", "/"],
                stderr=stderr, cpu_limit=False, pass_fds=(self.init.write_fd,))
        except BaseException:
            self.init.close()
            raise
        self.oom_check = session.limiter.oom_check
        self.started_at = time.monotonic()

    def wait_ready(self, block: bool = True) -> bool:
        """Whether it is ready; `block`: wait until it is (or fails)."""
        if self.ready:
            return True
        assert self.proc.stdout is not None
        if not block and not readable(self.proc.stdout.fileno(), 0):
            if time.monotonic() - self.started_at > START_TIMEOUT_S:
                raise RunnerError(f"not ready after {START_TIMEOUT_S:g} s")
            return False
        self.init.started(time.monotonic() + START_TIMEOUT_S)  # bwrap's pid 1
        hello = self._reply(time.monotonic() + START_TIMEOUT_S)
        if not hello.get("ready"):
            raise RunnerError(f"unexpected greeting {hello!r}")
        self.ready = True
        return True

    def run(self, command: str, timeout_s: float) -> ExecResult:
        start, oom_check = self._send(command, timeout_s)
        try:
            r = self._reply(start + timeout_s + REPLY_MARGIN_S)
        except RunnerError as e:
            return self._failed(e, oom_check, start)
        return self._result(r, oom_check, start)

    async def arun(self, command: str, timeout_s: float) -> ExecResult:
        """`run`, its reply awaited on the running event loop."""
        start, oom_check = self._send(command, timeout_s)
        try:
            r, self._buf = await json_reply_async(
                self.proc.stdout.fileno(), self._buf, start + timeout_s + REPLY_MARGIN_S,
                RunnerError, "the runner", lambda: f" ({self.proc.poll()})")
        except RunnerError as e:
            return self._failed(e, oom_check, start)
        return self._result(r, oom_check, start)

    def _send(self, command: str, timeout_s: float) -> tuple[float, Callable[[], bool]]:
        """Write the request (a line: the pipe takes it at once); RunnerError if the runner
        is gone (nothing ran: the caller may run it another way)."""
        lim = self.limits
        oom_check = self.oom_check()
        start = time.monotonic()
        if self.proc.poll() is not None:
            raise RunnerError(f"the runner exited ({self.proc.returncode})")
        assert self.proc.stdin is not None and self.proc.stdout is not None
        req = {"command": command, "timeout_s": timeout_s,
               "max_output_bytes": lim.max_output_bytes, "max_stream_bytes": lim.max_stream_bytes}
        try:
            self.proc.stdin.write(json.dumps(req).encode() + b"\n")
            self.proc.stdin.flush()
        except OSError as e:
            raise RunnerError(f"the runner is gone: {e}") from e
        return start, oom_check

    def _failed(self, e: RunnerError, oom_check: Callable[[], bool],
                start: float) -> ExecResult:
        """It failed mid-command: say so, do not run it again."""
        reason = (f"out of memory (limit {self.limits.memory_mb} MB)" if oom_check()
                  else f"the sandbox's command runner failed: {e}")
        self.dead = reason
        return ExecResult(exit_code=None, output="", killed_reason=reason,
                          duration_s=time.monotonic() - start)

    def _result(self, r: dict[str, Any], oom_check: Callable[[], bool],
                start: float) -> ExecResult:
        if "error" in r:
            self.dead = f"the sandbox's command runner failed: {r['error']}"
            return ExecResult(exit_code=None, output="", duration_s=time.monotonic() - start,
                              killed_reason=self.dead)
        return result_of_reply(r, self.limits, oom_check, start)

    def _reply(self, deadline: float) -> dict[str, Any]:
        assert self.proc.stdout is not None
        reply, self._buf = json_reply(self.proc.stdout.fileno(), self._buf, deadline,
                                      RunnerError, "the runner",
                                      lambda: f" ({self.proc.poll()})")
        return reply

    def close(self) -> None:
        """Kill the runner's sandbox (its bwrap's pid 1 dies with it, and so does
        everything in it)."""
        if self.init.read_fd >= 0:  # never used: learn its pid 1 now, to wait for it
            self.init.started(time.monotonic() + 5.0)
        try:
            os.killpg(self.proc.pid, 9)
        except ProcessLookupError:
            pass
        self.init.end()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            log.warning("a command runner did not exit")
        for f in (self.proc.stdin, self.proc.stdout):
            if f is not None:
                f.close()


class RunnerSlot:
    """A session's runner, started on first use and replaced when it fails. `acquire`
    returns it only when it is idle and ready; the caller then holds it until `release`."""

    def __init__(self, session: BwrapSession) -> None:
        self.session = session
        self.runner: CommandRunner | None = None
        self.failures = 0
        self.closed = False
        self.lock = threading.Lock()

    def acquire(self) -> CommandRunner | None:
        if self.failures >= MAX_FAILURES or not self.lock.acquire(blocking=False):
            return None
        try:
            if self.runner is None:
                self.lock.release()
                return None
            if self.runner.proc.poll() is not None:
                raise RunnerError(f"the runner exited ({self.runner.proc.returncode})")
            if not self.runner.wait_ready(block=False):  # still starting: not this time
                self.lock.release()
                return None
            return self.runner
        except (RunnerError, OSError) as e:
            self.fail(e)
            self.lock.release()
            return None

    def start_soon(self) -> None:
        """Start the runner's process unless there is one; it gets ready on its own, and
        `acquire` passes over it until then.

        Trap: not from a thread of our own. bwrap's --die-with-parent is a parent-death
        signal, which fires when the *thread* that forked it exits: a runner started from
        a short-lived thread died with it. A caller's thread (an env server's worker) lives
        on; if one does exit, its runner is replaced like any dead one."""
        if self.runner is not None or self.failures >= MAX_FAILURES:
            return
        if not self.lock.acquire(blocking=False):
            return
        try:
            if self.runner is None and not self.closed:
                self.runner = CommandRunner(self.session, subprocess.DEVNULL)
        except (RunnerError, OSError) as e:
            self.fail(e)
        finally:
            self.lock.release()

    def start(self) -> bool:
        """Start the runner now and wait until it is ready; False if it cannot run here."""
        with self.lock:
            if self.closed:
                return False
            try:
                if self.runner is None:
                    self.runner = CommandRunner(self.session, subprocess.DEVNULL)
                self.runner.wait_ready()
                return True
            except (RunnerError, OSError) as e:
                self.fail(e)
                return False

    def fail(self, e: Exception) -> None:
        self.failures += 1
        log.warning("session %s: command runner failed (%s)%s", self.session.id, e,
                    "; commands take the per-command path from now on"
                    if self.failures >= MAX_FAILURES else "; it will be restarted")
        if self.runner is not None:
            self.runner.close()
            self.runner = None

    def release(self) -> None:
        """Hand back what `acquire` gave; one that failed during its command is replaced."""
        try:
            if self.runner is not None and self.runner.dead:
                self.fail(RunnerError(self.runner.dead))
        finally:
            self.lock.release()

    def close(self) -> None:
        with self.lock:
            self.closed = True
            if self.runner is not None:
                self.runner.close()
                self.runner = None
