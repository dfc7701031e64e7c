"""Run one command with a wall-clock deadline, capped output and a clean kill.

Shared by every backend: what differs is the argv that enters the sandbox. Output is read
as it comes so that a 1 GB print costs a bounded amount of memory: the head and the tail
are kept (a test run's summary is at the end), the middle is counted and dropped, and past
`max_stream_bytes` the whole process group is killed.

The command gets a clean environment unless the caller passes one: a server's environment
holds its token and API keys, and a sandbox's own processes (bwrap's pid 1 among them: its
`--clearenv` applies to the command, not to itself) show theirs in /proc/<pid>/environ.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import time
from collections.abc import Callable

from parity.sandbox.base import ExecResult, Limits

HOST_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


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
        kept = len(self.head) + len(self.tail)
        if kept >= self.total:
            return (bytes(self.head) + bytes(self.tail)).decode("utf-8", "replace"), False
        dropped = self.total - kept
        middle = f"\n[... {dropped} bytes of output truncated ...]\n".encode()
        return (bytes(self.head) + middle + bytes(self.tail)).decode("utf-8", "replace"), True


def run_capped(
    argv: list[str],
    limits: Limits,
    *,
    timeout_s: float | None = None,
    cwd: str | None = None,
    env: dict[str, str] | None = None,
    oom_check: Callable[[], bool] | None = None,
) -> ExecResult:
    timeout_s = limits.timeout_s if timeout_s is None else timeout_s
    env = clean_env() if env is None else env
    start = time.monotonic()
    deadline = start + timeout_s
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        cwd=cwd,
        env=env,
        start_new_session=True,
        close_fds=True,
    )
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
            ready, _, _ = select.select([fd], [], [], min(remaining, 1.0))
            if not ready:
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
