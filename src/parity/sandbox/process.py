"""Run one command with a wall-clock deadline, capped output and a clean kill.

Shared by every backend: what differs is the argv that enters the sandbox. Output is read
as it comes so that a 1 GB print costs a bounded amount of memory: the head and the tail
are kept (a test run's summary is at the end), the middle is counted and dropped, and past
`max_stream_bytes` the whole process group is killed.

The command gets a clean environment unless the caller passes one: a server's environment
holds its token and API keys, and a sandbox's own processes (bwrap's pid 1 among them: its
`--clearenv` applies to the command, not to itself) show theirs in /proc/<pid>/environ.

A command in a pid namespace (bwrap) returns only once every process it started is gone,
a daemon made with `setsid` included. Trap: bwrap's outer process exits as soon as the
command does, and its pid 1, which holds the namespace's other processes, is killed only
afterwards, asynchronously, by `--die-with-parent`; under load a daemon outlived the call
by up to a second, still writing to the workspace. `SandboxInit` learns pid 1's host pid
from bwrap's `--info-fd` and kills it once the command is over; the kernel then kills
everything else in the namespace and reaps it before pid 1 counts as exited (its pidfd
becomes readable), which we wait for, for at most `INIT_EXIT_WAIT_S`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import select
import signal
import subprocess
import time
from collections.abc import Callable

from parity.sandbox.base import ExecResult, Limits
from parity.types import safe_text

log = logging.getLogger(__name__)

HOST_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
INIT_EXIT_WAIT_S = 10.0  # a namespace of thousands of processes dies in well under this


def readable(fd: int, timeout_s: float) -> bool:
    """Whether `fd` becomes readable (or hangs up) within `timeout_s`. poll, not select:
    select refuses descriptors past 1023, which a server holding hundreds of sessions
    (each with its holder's and its runner's pipes) reaches."""
    p = select.poll()
    p.register(fd, select.POLLIN)
    return bool(p.poll(max(0.0, timeout_s) * 1000))


def json_reply(fd: int, buf: bytes, deadline: float, error: type[Exception], who: str,
               gone: Callable[[], str]) -> tuple[dict, bytes]:
    """The next JSON line a helper process (the command runner, a grading fork server)
    writes on `fd`, and what was read past it. `error(...)` when it says nothing by
    `deadline`, exits (`gone()` says how) or writes something that is not JSON."""
    while b"\n" not in buf:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise error(f"no answer from {who} in time")
        if not readable(fd, remaining):
            continue
        buf = _more(fd, buf, error, who, gone)
    return _first_line(buf, error, who)


async def json_reply_async(fd: int, buf: bytes, deadline: float, error: type[Exception],
                           who: str, gone: Callable[[], str]) -> tuple[dict, bytes]:
    """`json_reply`, waited for on the running event loop rather than in a thread."""
    loop = asyncio.get_running_loop()
    while b"\n" not in buf:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise error(f"no answer from {who} in time")
        ready: asyncio.Future[None] = loop.create_future()
        loop.add_reader(fd, _settle, ready)
        try:
            await asyncio.wait_for(ready, remaining)
        except TimeoutError:
            continue  # the deadline says so on the next pass
        finally:
            loop.remove_reader(fd)
        buf = _more(fd, buf, error, who, gone)
    return _first_line(buf, error, who)


def _settle(ready: asyncio.Future[None]) -> None:
    if not ready.done():
        ready.set_result(None)


def _more(fd: int, buf: bytes, error: type[Exception], who: str,
          gone: Callable[[], str]) -> bytes:
    chunk = os.read(fd, 1 << 16)
    if not chunk:
        raise error(f"{who} exited{gone()}")
    return buf + chunk


def _first_line(buf: bytes, error: type[Exception], who: str) -> tuple[dict, bytes]:
    line, _, rest = buf.partition(b"\n")
    try:
        return json.loads(line), rest
    except ValueError as e:
        raise error(f"{who} said {line[:200]!r}") from e


def result_of_reply(r: dict, limits: Limits, oom_check: Callable[[], bool] | None,
                    start: float) -> ExecResult:
    """The ExecResult of a command a helper process ran (the command runner, a grading fork
    server): its reply's head and tail of output capped as `run_capped` caps it."""
    text, truncated = capped_text(r["head"].encode("latin-1"), r["tail"].encode("latin-1"),
                                  r["total"], limits.max_output_bytes)
    return ExecResult(
        exit_code=r["exit_code"], output=text, truncated=truncated, timed_out=r["timed_out"],
        killed_reason=r["killed_reason"] or exit_reason(r["exit_code"], limits, oom_check),
        duration_s=time.monotonic() - start)


def clean_env(**extra: str) -> dict[str, str]:
    """An environment with nothing of the server's in it."""
    return {"PATH": HOST_PATH, **extra}


class _Capped:
    def __init__(self, max_bytes: int) -> None:
        self.head_max = max_bytes // 2
        self.tail_max = max_bytes - self.head_max
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def add(self, chunk: bytes) -> None:
        self.total += len(chunk)
        room = self.head_max - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        if chunk:
            self.tail += chunk
            if len(self.tail) > self.tail_max:
                del self.tail[: len(self.tail) - self.tail_max]

    def text(self) -> tuple[str, bool]:
        """The output as text, a byte that is not UTF-8 shown as `\\xfe` (`ls` of a name
        made with `mkdir $'\\xfe'`, `cat` of a binary file)."""
        kept = len(self.head) + len(self.tail)
        if kept >= self.total:
            return safe_text(bytes(self.head) + bytes(self.tail)), False
        dropped = self.total - kept
        middle = f"\n[... {dropped} bytes of output truncated ...]\n".encode()
        return safe_text(bytes(self.head) + middle + bytes(self.tail)), True


def run_capped(
    argv: list[str],
    limits: Limits,
    *,
    timeout_s: float | None = None,
    cwd: str | None = None,
    env: dict[str, str] | None = None,
    oom_check: Callable[[], bool] | None = None,
    init: SandboxInit | None = None,
) -> ExecResult:
    """`init`: the command runs in a pid namespace whose pid 1 reports to it (its
    `bwrap_args()` are in `argv`); every process of that namespace is gone on return."""
    timeout_s = limits.timeout_s if timeout_s is None else timeout_s
    env = clean_env() if env is None else env
    start = time.monotonic()
    deadline = start + timeout_s
    try:
        proc = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            cwd=cwd,
            env=env,
            start_new_session=True,
            close_fds=True,
            pass_fds=() if init is None else (init.write_fd,),
        )
    except BaseException:
        if init is not None:
            init.close()
        raise
    try:
        if init is not None:
            init.started(deadline)
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        out = _Capped(limits.max_output_bytes)
        timed_out = False
        killed_reason: str | None = None
        try:
            while True:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    timed_out = True
                    killed_reason = f"wall-clock timeout after {timeout_s:g} s"
                    break
                if not readable(fd, min(remaining, 1.0)):
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    break
                out.add(chunk)
                if out.total > limits.max_stream_bytes:
                    killed_reason = f"output exceeded {limits.max_stream_bytes} bytes"
                    break
        finally:
            if killed_reason:
                _kill_group(proc)
            proc.stdout.close()
        try:
            exit_code = proc.wait(timeout=max(0.0, deadline - time.monotonic()) + 1.0)
        except subprocess.TimeoutExpired:
            # Output closed but the process lives on (it closed its stdout): the deadline
            # still applies to it.
            timed_out = True
            killed_reason = killed_reason or f"wall-clock timeout after {timeout_s:g} s"
            _kill_group(proc)
            exit_code = proc.wait()
    finally:
        if init is not None:
            init.end()  # after the command, before we answer
    text, truncated = out.text()
    if killed_reason is None:
        killed_reason = exit_reason(exit_code, limits, oom_check)
    return ExecResult(
        exit_code=exit_code,
        output=text,
        truncated=truncated,
        timed_out=timed_out,
        killed_reason=killed_reason,
        duration_s=time.monotonic() - start,
    )


def exit_reason(exit_code: int | None, limits: Limits,
                oom_check: Callable[[], bool] | None) -> str | None:
    """Why a command that was not killed by us ended abnormally, if it did."""
    if exit_code is not None and exit_code < 0:
        sig = -exit_code
        if sig == signal.SIGKILL and oom_check is not None and oom_check():
            return f"out of memory (limit {limits.memory_mb} MB)"
        if sig == signal.SIGXCPU:
            return f"CPU time limit of {limits.cpu_s} s exceeded"
        if sig == signal.SIGXFSZ:
            return f"file size limit of {limits.max_file_mb} MB exceeded"
        return f"signal {signal.Signals(sig).name}"
    if oom_check is not None and exit_code and oom_check():
        # The sandbox's init reports its child's SIGKILL as an exit status.
        return f"out of memory (limit {limits.memory_mb} MB)"
    return None


def capped_text(head: bytes, tail: bytes, total: int, max_bytes: int) -> tuple[str, bool]:
    """The text `run_capped` would return for a stream of `total` bytes of which `head`
    and `tail` were kept (for output captured elsewhere, such as the grading fork server)."""
    out = _Capped(max_bytes)
    out.head, out.tail, out.total = bytearray(head), bytearray(tail), total
    return out.text()


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


class SandboxInit:
    """The pid 1 of one bwrap command's pid namespace, as a pidfd, to end it with the
    command (see the module docstring). bwrap writes pid 1's host pid to `--info-fd` before
    it lets the command run, and pid 1 closes its copy first, so the command can neither
    write to it nor hold it open."""

    def __init__(self) -> None:
        self.read_fd, self.write_fd = os.pipe()
        self.pidfd: int | None = None

    def bwrap_args(self) -> list[str]:
        return ["--info-fd", str(self.write_fd)]

    def started(self, deadline: float) -> None:
        """After bwrap started: read pid 1's pid (bwrap writes it at once) and open it."""
        os.close(self.write_fd)
        self.write_fd = -1
        info = bytearray()
        try:
            while time.monotonic() < deadline:
                if readable(self.read_fd, min(1.0, deadline - time.monotonic())):
                    chunk = os.read(self.read_fd, 4096)
                    if not chunk:
                        break
                    info += chunk
            pid = json.loads(info)["child-pid"] if info else None
            if isinstance(pid, int) and pid > 1:
                self.pidfd = os.pidfd_open(pid)
        except (OSError, ValueError, KeyError, TypeError) as e:
            # bwrap failed before it forked (its error is in the output), or no pidfds
            # (Linux < 5.3): --die-with-parent still ends the namespace, later.
            log.warning("no pid 1 to wait for (%s): %s", bytes(info[:200]), e)
        finally:
            os.close(self.read_fd)
            self.read_fd = -1

    def end(self) -> None:
        """Kill pid 1, and so its namespace, and wait until all of it is gone."""
        if self.pidfd is None:
            self.close()
            return
        try:
            signal.pidfd_send_signal(self.pidfd, signal.SIGKILL)
        except ProcessLookupError:
            pass  # already dead (the namespace had nothing else in it)
        try:
            if not readable(self.pidfd, INIT_EXIT_WAIT_S):
                log.warning("a sandbox's processes outlived their command by over %g s",
                            INIT_EXIT_WAIT_S)
        finally:
            self.close()

    def close(self) -> None:
        for fd in (self.read_fd, self.write_fd, self.pidfd):
            if fd is not None and fd >= 0:
                os.close(fd)
        self.read_fd = self.write_fd = -1
        self.pidfd = None
