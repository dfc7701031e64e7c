"""`parity bench load`: one env server held under many concurrent sessions.

    load generator (this process, asyncio)            parity env-server (subprocess, loopback)
      create N sessions (16 at a time) ────────────►  N sandboxes of the bundled repository
      + a few past the server's cap ───────────────►  429 with Retry-After (deliberate)
      N workers, one per session, share a budget of
      requests; each request is one POST /tools:
        read_file, grep, list_dir, edit_file,
        run_terminal_cmd, or a parallel batch of
        three reads ───────────────────────────────►  the worker pool, the sandboxes
      memory: the server's process tree (PSS) before the sessions and after the load

Figures: requests, throughput, p50/p99 latency per tool (a batch counts as `batch`),
errors (anything but a deliberate 429: an HTTP error, a timeout, a tool result that is not
ok), 429s, and memory per session: the growth of the server's process tree (the server and
every sandbox process under it, as proportional set size, so shared pages count once) over
the sessions, divided by their number. Not counted: a session's tmpfs pages (its writes,
which here are a few bytes) and kernel memory of its namespaces.

The load stops by itself: after `num_requests` requests (the default), or `seconds`.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import random
import secrets
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from parity.bench.env import make_snapshot
from parity.envserver.base import EnvError, EnvFull
from parity.envserver.client import EnvClient
from parity.launch import free_port, server_process, wait_ready
from parity.types import Snapshot, ToolCall

CREATE_CONCURRENCY = 16
NUM_OVER_CAP = 4  # sessions asked for past the server's cap: each must get a 429
REQUEST_TIMEOUT_S = 300.0
MAX_ERROR_SAMPLES = 5
# (tool, weight): mostly reads and searches, as an agent's calls are
MIX: tuple[tuple[str, int], ...] = (
    ("read_file", 30), ("grep", 15), ("list_dir", 10), ("edit_file", 15),
    ("run_terminal_cmd", 20), ("batch", 10),
)


@dataclass
class LoadResult:
    sessions: int
    requests: int = 0
    errors: int = 0
    rejected_429: int = 0
    seconds: float = 0.0
    latencies_ms: dict[str, list[float]] = field(default_factory=dict)
    error_samples: list[str] = field(default_factory=list)
    rss_mb_before: float = 0.0
    rss_mb_after: float = 0.0
    session_create_s: float = 0.0

    def error(self, what: str) -> None:
        self.errors += 1
        if len(self.error_samples) < MAX_ERROR_SAMPLES:
            self.error_samples.append(what[:300])

    def to_json(self) -> dict[str, Any]:
        def pct(q: float) -> dict[str, float]:
            return {k: round(_percentile(v, q), 2) for k, v in sorted(self.latencies_ms.items())}

        return {
            "sessions": self.sessions,
            "requests": self.requests,
            "errors": self.errors,
            "rejected_429": self.rejected_429,
            "seconds": round(self.seconds, 2),
            "throughput_rps": round(self.requests / self.seconds, 1) if self.seconds else None,
            "p50_ms_by_tool": pct(0.5),
            "p99_ms_by_tool": pct(0.99),
            "requests_by_tool": {k: len(v) for k, v in sorted(self.latencies_ms.items())},
            "rss_mb_per_session": round((self.rss_mb_after - self.rss_mb_before)
                                        / max(1, self.sessions), 2),
            "rss_mb_server_before": round(self.rss_mb_before, 1),
            "rss_mb_server_after": round(self.rss_mb_after, 1),
            "session_create_s": round(self.session_create_s, 2),
            "error_samples": self.error_samples,
            "cpus": os.cpu_count(),
        }


def _percentile(samples: list[float], q: float) -> float:
    """Nearest rank, as in `parity bench env`."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)] if ordered else 0.0


def tree_pss_mb(root_pid: int) -> float:
    """Proportional set size of a process and all its descendants (shared pages split among
    their users), in MB; RSS where smaps_rollup is missing."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    total_kb, todo = 0, [root_pid]
    while todo:
        pid = todo.pop()
        todo += children.get(pid, [])
        for path, key in ((f"/proc/{pid}/smaps_rollup", "Pss:"), (f"/proc/{pid}/status", "VmRSS:")):
            try:
                with open(path) as f:
                    kb = next((int(line.split()[1]) for line in f if line.startswith(key)), None)
            except OSError:
                continue
            if kb is not None:
                total_kb += kb
                break
    return total_kb / 1024


class _Worker:
    """One session's calls: a fixed mix, reproducible from the seed. Each edit flips a
    constant in its own file back and forth, so every edit is valid."""

    def __init__(self, client: EnvClient, session: str, seed: int) -> None:
        self.client = client
        self.session = session
        self.rng = random.Random(seed)
        self.flipped = False
        self.module = f"benchpkg/module_{seed % 14:02d}.py"
        self.tools = [t for t, _ in MIX]
        self.weights = [w for _, w in MIX]

    def calls(self, kind: str) -> list[ToolCall]:
        def call(name: str, **args: Any) -> ToolCall:
            return ToolCall(name=name, arguments=json.dumps(args))

        if kind == "read_file":
            return [call("read_file", path=self.module)]
        if kind == "grep":
            return [call("grep", pattern=r"def f_\d+", glob="*.py")]
        if kind == "list_dir":
            return [call("list_dir", path="benchpkg")]
        if kind == "edit_file":
            old, new = ("0.0, 100.0", "0.0, 99.0") if not self.flipped else ("0.0, 99.0",
                                                                            "0.0, 100.0")
            self.flipped = not self.flipped
            return [call("edit_file", path=self.module, old_string=old, new_string=new)]
        if kind == "run_terminal_cmd":
            return [call("run_terminal_cmd", command="grep -c def benchpkg/*.py | tail -1")]
        return [call("read_file", path="benchpkg/util.py"), call("list_dir"),
                call("grep", pattern="clamp", path="benchpkg")]

    async def one(self, result: LoadResult) -> None:
        kind = self.rng.choices(self.tools, self.weights)[0]
        t0 = time.perf_counter()
        try:
            outs = await self.client.run_tools(self.session, self.calls(kind))
        except EnvFull:
            result.rejected_429 += 1
            return
        except (EnvError, httpx.HTTPError, OSError) as e:
            result.error(f"{kind}: {type(e).__name__}: {e}")
            return
        finally:
            result.requests += 1
        result.latencies_ms.setdefault(kind, []).append((time.perf_counter() - t0) * 1000)
        for r in outs:
            if not r.ok:
                result.error(f"{kind}: {r.name} not ok: {r.output[:200]}")


async def _load(url: str, token: str, server_pid: int, snapshot: Path, num_sessions: int,
                num_requests: int | None, seconds: float | None) -> LoadResult:
    result = LoadResult(sessions=num_sessions)
    client = EnvClient(url, token, timeout_s=REQUEST_TIMEOUT_S,
                       max_connections=num_sessions + NUM_OVER_CAP)
    sessions: list[str] = []
    try:
        result.rss_mb_before = tree_pss_mb(server_pid)
        _progress(f"creating {num_sessions} sessions ({CREATE_CONCURRENCY} at a time)")
        gate = asyncio.Semaphore(CREATE_CONCURRENCY)
        snap = Snapshot(path=str(snapshot))

        async def create() -> None:
            async with gate:
                info = await client.create_session(snapshot=snap)
                sessions.append(info.session_id)

        t0 = time.perf_counter()
        await asyncio.gather(*(create() for _ in range(num_sessions)))
        result.session_create_s = time.perf_counter() - t0
        for _ in range(NUM_OVER_CAP):  # past the cap: deliberate 429s
            try:
                extra = await client.create_session(snapshot=snap)
                sessions.append(extra.session_id)
                result.error("a session past the cap was not refused with a 429")
            except EnvFull:
                result.rejected_429 += 1

        budget = num_requests
        stop_at = None if seconds is None else time.monotonic() + seconds
        _progress(f"load: {num_sessions} sessions, "
                  + (f"{num_requests} requests" if num_requests else f"{seconds:g} s"))

        async def work(worker: _Worker) -> None:
            nonlocal budget
            while (stop_at is None or time.monotonic() < stop_at):
                if budget is not None:
                    if budget <= 0:
                        return
                    budget -= 1
                await worker.one(result)

        workers = [_Worker(client, sid, i) for i, sid in enumerate(sessions[:num_sessions])]
        t0 = time.perf_counter()
        await asyncio.gather(*(work(w) for w in workers))
        result.seconds = time.perf_counter() - t0
        result.rss_mb_after = tree_pss_mb(server_pid)
    finally:
        await asyncio.gather(*(client.close_session(s) for s in sessions),
                             return_exceptions=True)
        await client.aclose()
    return result


async def _run(work: Path, num_sessions: int, num_requests: int | None,
               seconds: float | None) -> LoadResult:
    snapshot = make_snapshot(work)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    token = secrets.token_urlsafe(24)
    env = {**os.environ, "PARITY_ENV_TOKEN": token}  # not in argv, which others can read
    cmd = [sys.executable, "-m", "parity.cli", "env-server", "--host", "127.0.0.1",
           "--port", str(port), "--max-sessions", str(num_sessions)]
    log_path = work / "env-server.log"
    _progress(f"starting env-server on {url}")
    with server_process(cmd, log_path, env=env) as proc:
        async with httpx.AsyncClient(base_url=url, trust_env=False) as probe:
            await wait_ready(probe, "/health", proc, log_path)
        return await _load(url, token, proc.pid, snapshot, num_sessions, num_requests, seconds)


def _progress(line: str) -> None:
    print(f"[bench load] {line}", file=sys.stderr, flush=True)


def run(json_path: str | None, num_sessions: int, num_requests: int | None,
        seconds: float | None) -> int:
    if num_sessions < 1:
        raise ValueError("--sessions must be at least 1")
    if num_requests is None and seconds is None:
        num_requests = 8 * num_sessions
    if (num_requests is not None and num_requests < 1) or (seconds is not None and seconds <= 0):
        raise ValueError("--requests and --seconds must be positive")
    with tempfile.TemporaryDirectory(prefix="parity-bench-load-") as tmp:
        result = asyncio.run(_run(Path(tmp), num_sessions, num_requests, seconds))
    out = result.to_json()
    print(f"parity bench load: {out['sessions']} sessions, {out['requests']} requests in "
          f"{out['seconds']} s ({out['throughput_rps']} req/s) on {out['cpus']} CPUs; "
          f"errors {out['errors']}, deliberate 429s {out['rejected_429']}; "
          f"memory {out['rss_mb_per_session']} MB per session")
    print(f"{'tool':<18}{'requests':>9}{'p50 ms':>9}{'p99 ms':>9}")
    for tool, n in out["requests_by_tool"].items():
        print(f"{tool:<18}{n:>9}{out['p50_ms_by_tool'][tool]:>9.1f}"
              f"{out['p99_ms_by_tool'][tool]:>9.1f}")
    for sample in out["error_samples"]:
        print(f"error: {sample}")
    if json_path:
        path = Path(json_path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(out, indent=2) + "\n")
        _progress(f"wrote {path}")
    return 0 if result.errors == 0 else 1
