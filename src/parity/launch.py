"""Starting a local server as a subprocess: a free loopback port, its output in a log file,
readiness by polling an HTTP path, and a stop that happens whatever went wrong.

Shared by the quickstart demo, the benchmarks and the tests, so every one of them waits,
reports a dead server and cleans up the same way.
"""

from __future__ import annotations

import asyncio
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import httpx

SERVER_START_TIMEOUT_S = 60.0
SERVER_STOP_TIMEOUT_S = 10.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def server_process(cmd: list[str], log_path: Path, env: dict[str, str] | None = None,
                   cwd: Path | None = None) -> Iterator[subprocess.Popen[bytes]]:
    """A server subprocess, its output in a log file, stopped on the way out whatever happened."""
    with open(log_path, "wb") as log_file:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log_file,
                                stderr=subprocess.STDOUT, env=env, cwd=cwd)
    try:
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(SERVER_STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def log_tail(log_path: Path, num_lines: int = 15) -> str:
    lines = log_path.read_text(errors="replace").splitlines()
    return "\n".join(lines[-num_lines:])


async def wait_ready(http: httpx.AsyncClient, path: str, proc: subprocess.Popen[bytes],
                     log_path: Path, timeout_s: float = SERVER_START_TIMEOUT_S) -> None:
    """Poll `path` until it answers 200; a server that exits or never answers raises with
    the end of its log."""
    deadline = time.monotonic() + timeout_s
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode} before it was ready:\n"
                               f"{log_tail(log_path)}")
        try:
            if (await http.get(path)).status_code == 200:
                return
        except httpx.TransportError:
            pass  # not listening yet
        if time.monotonic() > deadline:
            raise TimeoutError(f"server not ready after {timeout_s:g} s:\n{log_tail(log_path)}")
        await asyncio.sleep(0.05)


async def start_servers(commands: list[list[str]], ports: list[int], log_paths: list[Path],
                        env: dict[str, str] | None = None,
                        timeout_s: float = SERVER_START_TIMEOUT_S) -> tuple[ExitStack, list[str]]:
    """Start every server at once (`commands[i]` listens on 127.0.0.1:`ports[i]`), wait until
    each answers /health, and return the stack that stops them with their URLs. One that
    fails to come up stops them all and raises with the end of its log."""
    stack = ExitStack()
    try:
        procs = [stack.enter_context(server_process(cmd, log, env=env))
                 for cmd, log in zip(commands, log_paths, strict=True)]
        urls = [f"http://127.0.0.1:{port}" for port in ports]

        async def ready(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
            async with httpx.AsyncClient(base_url=url) as http:
                await wait_ready(http, "/health", proc, log, timeout_s)

        await asyncio.gather(*map(ready, urls, procs, log_paths))
    except BaseException:
        stack.close()
        raise
    return stack, urls
