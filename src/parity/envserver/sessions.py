"""The in-process environment: many sandboxed sessions, tool batches, diffs and grading.

Everything blocking (spawning sandboxes, tools, test runs) runs on a dedicated thread pool
sized for many concurrent sessions, never on the event loop. The HTTP server is a thin
layer of routes over this class; tests and single-process runs use it directly.
"""

from __future__ import annotations

import asyncio
import dataclasses
import errno
import itertools
import logging
import threading
import time
import uuid
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

from parity.envserver.base import BadRequest, EnvFull, SessionNotFound
from parity.envserver.config import EnvConfig
from parity.sandbox import SandboxError, default_base_dir, make_backend
from parity.sandbox.base import SandboxSession, SessionEnv
from parity.sandbox.workspace import (
    DiffTooLarge,
    WorkspaceDiff,
    prepare_snapshot,
    workspace_diff,
)
from parity.search.service import SearchService
from parity.taskenv import EnvMissing, session_env
from parity.tasks.forkserver import ForkServerPool
from parity.tasks.grading import grade_patch
from parity.tools import ToolContext, ToolSet
from parity.tools.registry import without_tools
from parity.types import Grade, SessionInfo, Snapshot, Task, ToolCall, ToolResult

log = logging.getLogger(__name__)

# prepare_snapshot failing with these means the snapshot path is bad, not the server
_BAD_PATH_ERRNOS = {errno.ENOENT, errno.ENOTDIR, errno.ENAMETOOLONG, errno.ELOOP, errno.EACCES}


class WorkerPool(ThreadPoolExecutor):
    """The env's thread pool, knowing which workers are busy and since when.

    Every blocking call goes through `submit` (`run_in_executor` and the tool batches
    both use it), so this sees all of them. A pool whose every worker is stuck (blocked on
    a FIFO, a hung mount, a grade that never ends) would otherwise hang every other
    session's calls while /health said ok.
    """

    def __init__(self, max_workers: int) -> None:
        super().__init__(max_workers, thread_name_prefix="env")
        self.max_workers = max_workers
        self._lock = threading.Lock()
        self._started: dict[int, float] = {}  # task number -> when a worker took it
        self._queued = 0
        self._numbers = itertools.count()

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future:
        number = next(self._numbers)

        def tracked() -> Any:
            with self._lock:
                self._queued -= 1
                self._started[number] = time.monotonic()
            try:
                return fn(*args, **kwargs)
            finally:
                with self._lock:
                    del self._started[number]

        with self._lock:
            self._queued += 1
        try:
            future = super().submit(tracked)
        except BaseException:
            self._dequeue()
            raise

        def forget_if_cancelled(f: Future) -> None:
            # Trap: a queued call cancelled by its awaiter (asyncio does) never runs.
            if f.cancelled():
                self._dequeue()

        future.add_done_callback(forget_if_cancelled)
        return future

    def _dequeue(self) -> None:
        with self._lock:
            self._queued -= 1

    def load(self) -> tuple[int, int, float, float]:
        """Busy workers, queued calls, the oldest busy worker's age in seconds, and how
        long every worker has been busy (0 unless all are: the youngest one's age)."""
        now = time.monotonic()
        with self._lock:
            starts = list(self._started.values())
            queued = self._queued
        if not starts:
            return 0, queued, 0.0, 0.0
        full_s = now - max(starts) if len(starts) >= self.max_workers else 0.0
        return len(starts), queued, now - min(starts), full_s


class EnvMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.sessions_active = Gauge("parity_env_sessions_active", "Open sessions", registry=r)
        self.sessions_created = Counter("parity_env_sessions_created", "Sessions created",
                                        registry=r)
        self.sessions_reaped = Counter("parity_env_sessions_reaped", "Idle sessions reaped",
                                       registry=r)
        self.rejected = Counter("parity_env_rejected", "Requests refused with 429", registry=r)
        self.session_create_seconds = Histogram(
            "parity_env_session_create_seconds", "Time to create a session", registry=r,
            buckets=(0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1, 5))
        self.tool_calls = Counter("parity_env_tool_calls", "Tool calls", ["tool", "ok"],
                                  registry=r)
        self.tool_seconds = Histogram(
            "parity_env_tool_seconds", "Tool call duration", ["tool"], registry=r,
            buckets=(0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120))
        self.grade_seconds = Histogram(
            "parity_env_grade_seconds", "Grading duration", registry=r,
            buckets=(0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 120))
        self.grades = Counter("parity_env_grades", "Grades by path: fork_server or sandbox",
                              ["path"], registry=r)
        self.grade_fallbacks = Counter(
            "parity_env_grade_fallbacks", "Grades the fork server left to a new sandbox",
            ["reason"], registry=r)

    def count_grade(self, what: str) -> None:
        """`what`: "fast", "server_died" (a grade paid 0), or "fallback:<reason>"
        (ForkServerPool.counts)."""
        if not what.startswith("fallback:"):
            self.grades.labels("fork_server").inc()
        else:
            self.grades.labels("sandbox").inc()
            self.grade_fallbacks.labels(what.removeprefix("fallback:")).inc()


@dataclass
class Session:
    info: SessionInfo
    sandbox: SandboxSession
    ctx: ToolContext
    snapshot: Path
    task: Task | None
    last_used: float = field(default_factory=time.monotonic)
    busy: int = 0
    created: float = field(default_factory=time.monotonic)


class LocalEnv:
    def __init__(self, config: EnvConfig | None = None,
                 search: SearchService | None = None) -> None:
        self.config = config or EnvConfig()
        # One search service for every session: one embedding model per process, loaded on
        # the first semantic_search; one index per snapshot, built on first use and shared.
        self.search = search if search is not None else SearchService()
        base = Path(self.config.base_dir) if self.config.base_dir else default_base_dir()
        self.backend = make_backend(self.config.backend, base)
        if self.config.require_tools and (why := getattr(self.backend, "tools_error", None)):
            raise SandboxError(why)
        self.limits = self.config.limits
        self.tools = ToolSet(without_tools(self.config.without_tools))
        self.sessions: dict[str, Session] = {}
        self.pending = 0  # sessions being created (count against the cap)
        self.pool = WorkerPool(self.config.worker_threads)
        self.metrics = EnvMetrics()
        self._reaper: asyncio.Task[None] | None = None
        self._long: ThreadPoolExecutor | None = None  # run_command's threads
        # Warm pytest servers for grading (servers start on the first grade that can use one).
        self.grader = (ForkServerPool(self.backend, self.limits, self.config.grading,
                                      on_count=self.metrics.count_grade, base_dir=base)
                       if self.config.grading.fork_server else None)
        self.grade_ms: deque[float] = deque(maxlen=1000)  # recent grades, for stats()

    # -- lifecycle ------------------------------------------------------------------------

    def start_reaper(self) -> None:
        if self._reaper is None:
            self._reaper = asyncio.get_running_loop().create_task(self._reap_forever())

    async def _reap_forever(self) -> None:
        while True:
            await asyncio.sleep(self.config.reap_interval_s)
            try:
                await self.reap_idle()
            except Exception:
                log.exception("reaping idle sessions failed")

    async def reap_idle(self) -> list[str]:
        now = time.monotonic()
        idle = [sid for sid, s in self.sessions.items()
                if s.busy == 0 and now - s.last_used > self.config.session_ttl_s]
        for sid in idle:
            log.info("reaping session %s, idle for more than %.0f s", sid,
                     self.config.session_ttl_s)
            await self.close_session(sid)
            self.metrics.sessions_reaped.inc()
        return idle

    async def aclose(self) -> None:
        if self._reaper is not None:
            self._reaper.cancel()
            self._reaper = None
        for sid in list(self.sessions):
            await self.close_session(sid)
        if self._long is not None:
            self._long.shutdown(wait=False, cancel_futures=True)
            self._long = None
        if self.grader is not None:
            await self._off_loop(self.grader.close)
        self.pool.shutdown(wait=False, cancel_futures=True)

    async def _off_loop(self, fn: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    # -- the Environment protocol -----------------------------------------------------------

    async def create_session(self, task: Task | None = None,
                             snapshot: Snapshot | None = None, *,
                             mounts: tuple[tuple[str, str], ...] = ()) -> SessionInfo:
        """A session on `task`'s snapshot and environment (or a bare `snapshot`). `mounts`:
        host directories bound read-only into it (in process only: a harness rollout's
        model socket, parity.harness.worker)."""
        if (task is None) == (snapshot is None):
            raise BadRequest("give exactly one of task or snapshot")
        if len(self.sessions) + self.pending >= self.config.max_sessions:
            self.metrics.rejected.inc()
            raise EnvFull(f"server is at its cap of {self.config.max_sessions} sessions",
                          retry_after_s=2.0)
        if (why := self.stalled()) is not None:  # a new session would hang behind them
            self.metrics.rejected.inc()
            raise EnvFull(f"server is saturated: {why}", retry_after_s=5.0)
        snap = task.snapshot if task is not None else snapshot
        assert snap is not None
        env = self._env(task)
        if mounts:
            env = dataclasses.replace(env or SessionEnv(), mounts=mounts)
        self.pending += 1
        start = time.monotonic()
        try:
            lower = await self._snapshot(snap)
            sid = uuid.uuid4().hex[:16]
            try:
                sandbox = await self._off_loop(self.backend.create, lower, sid, self.limits,
                                               env)
            except (SandboxError, OSError) as e:
                log.exception("sandbox creation failed")
                raise SandboxError(f"could not create a sandbox: {e}") from e
        finally:
            self.pending -= 1
        ctx = ToolContext(session=sandbox, max_output_bytes=self.config.max_tool_output_bytes,
                          max_command_timeout_s=self.config.max_command_timeout_s,
                          searcher=self.search.searcher(lower, sandbox.changed_paths))
        info = SessionInfo(session_id=sid, backend=sandbox.backend,
                           workspace=sandbox.workspace_kind,
                           task_id=task.id if task else None,
                           workspace_path=sandbox.workspace)
        self.sessions[sid] = Session(info, sandbox, ctx, lower, task)
        self.metrics.sessions_created.inc()
        self.metrics.sessions_active.set(len(self.sessions))
        self.metrics.session_create_seconds.observe(time.monotonic() - start)
        return info

    def _env(self, task: Task | None) -> SessionEnv | None:
        """The task's layer, image and workspace path; a task whose layer is not built or
        whose image is not pulled is refused (400)."""
        if task is None:
            return None
        try:
            return session_env(task, self.backend.name)
        except EnvMissing as e:
            raise BadRequest(str(e)) from e

    async def _snapshot(self, snap: Snapshot) -> Path:
        """The snapshot's directory; a path that cannot name one is the client's error."""
        try:
            return await self._off_loop(prepare_snapshot, snap.path, snap.commit)
        except OSError as e:
            if e.errno is None:  # prepare_snapshot's own FileNotFoundError, saying what
                raise BadRequest(str(e)) from e
            if e.errno in _BAD_PATH_ERRNOS:
                raise BadRequest(f"snapshot {snap.path[:200]!r}: {e.strerror}") from e
            raise  # the server's own trouble (a full disk, ...): a 500

    def _get(self, session_id: str) -> Session:
        s = self.sessions.get(session_id)
        if s is None:
            raise SessionNotFound(f"no session {session_id!r} (closed, reaped or never created)")
        s.last_used = time.monotonic()
        return s

    async def run_command(self, session_id: str, command: str, timeout_s: float) -> Any:
        """`command` in the session's sandbox, as one long process (an external harness,
        parity.harness.worker): the ExecResult. The session counts as busy meanwhile, so the
        idle reaper leaves it alone. In process only: the env-server's API has no such call."""
        s = self._get(session_id)
        if self._long is None:
            # threads of their own: a harness runs for minutes, and in the loop's default
            # executor eight of them left no thread for the model endpoint's own work on the
            # same loop (every rollout then waited out its time limit)
            self._long = ThreadPoolExecutor(max_workers=self.config.max_sessions,
                                            thread_name_prefix="env_command")
        s.busy += 1
        try:
            return await s.sandbox.aexec(command, timeout_s=timeout_s, executor=self._long)
        finally:
            s.busy -= 1
            s.last_used = time.monotonic()

    async def run_tools(self, session_id: str, calls: list[ToolCall]) -> list[ToolResult]:
        s = self._get(session_id)
        if len(calls) > self.config.max_calls_per_batch:
            raise BadRequest(f"at most {self.config.max_calls_per_batch} calls per batch")
        s.busy += 1
        try:
            results = await self.tools.run_batch(s.ctx, calls, self.pool)
        finally:
            s.busy -= 1
            s.last_used = time.monotonic()
        for r in results:
            self.metrics.tool_calls.labels(r.name if r.name in self.tools.tools else "unknown",
                                           str(r.ok).lower()).inc()
            self.metrics.tool_seconds.labels(r.name if r.name in self.tools.tools
                                             else "unknown").observe(r.duration_s)
        return results

    async def diff(self, session_id: str) -> str:
        """The session's patch. Over MAX_DIFF_BYTES it is a BadRequest (400); `grade`, which
        takes its patch from here, pays such a session 0 with the message as the reason.
        Binary files that do not fit are left out of it (`grade` names them)."""
        return (await self._diff(session_id)).patch

    async def _diff(self, session_id: str) -> WorkspaceDiff:
        s = self._get(session_id)

        def compute() -> WorkspaceDiff:
            return workspace_diff(s.snapshot, s.sandbox.root, s.sandbox.changed_paths())

        try:
            return await self._off_loop(compute)
        except DiffTooLarge as e:
            raise BadRequest(f"cannot diff session {session_id}: {e}") from e

    async def grade(self, session_id: str, task: Task | None = None) -> Grade:
        s = self._get(session_id)
        task = task or s.task
        if task is None:
            raise BadRequest("this session was made from a bare snapshot; pass the task to grade")
        try:
            diff = await self._diff(session_id)
        except BadRequest as e:  # a workspace too big to diff: no fix to pay for
            return Grade(task_id=task.id, exit_code=None, reward=0.0, error=str(e),
                         reasons=[f"the session's changes cannot be graded: {e}"])
        s.busy += 1
        try:
            grade = await self._grade(s.snapshot, diff.patch, task,
                                      f"{session_id}-grade-{uuid.uuid4().hex[:6]}")
        finally:
            s.busy -= 1
        grade.reasons += [f"left out of the graded patch: {f}" for f in diff.left_out]
        return grade

    async def grade_patch(self, task: Task, patch: str) -> Grade:
        """Grade a patch against a task without an agent session (gold patches, replays)."""
        lower = await self._snapshot(task.snapshot)
        return await self._grade(lower, patch, task, f"grade-{uuid.uuid4().hex[:12]}")

    async def _grade(self, snapshot: Path, patch: str, task: Task, grade_id: str) -> Grade:
        self._env(task)  # a missing layer or image: refused here, not a grade of 0
        grade = await self._off_loop(grade_patch, self.backend, snapshot, patch, task,
                                     self.limits, grade_id, self.grader)
        if self.grader is None:  # else the pool counts each grade by path
            self.metrics.grades.labels("sandbox").inc()
        self.metrics.grade_seconds.observe(grade.duration_s)
        self.grade_ms.append(grade.duration_s * 1000)
        return grade

    async def close_session(self, session_id: str) -> None:
        s = self.sessions.pop(session_id, None)
        if s is None:
            raise SessionNotFound(f"no session {session_id!r}")
        self.metrics.sessions_active.set(len(self.sessions))
        await self._off_loop(s.sandbox.close)

    async def tool_schemas(self) -> list[dict[str, Any]]:
        return self.tools.schemas()

    def stalled(self) -> str | None:
        """Why this env can take no more work now, or None. Every worker busy is normal
        under load; every worker busy with none freed for `health_stall_s` is a stall."""
        busy, queued, _, full_s = self.pool.load()
        if full_s <= self.config.health_stall_s:
            return None
        return (f"all {busy} worker threads busy for {full_s:.1f} s "
                f"(over health_stall_s={self.config.health_stall_s:g}), {queued} calls queued")

    def session_states(self, limit: int = 1000) -> list[dict[str, Any]]:
        """Each open session (at most `limit`, the oldest first): id, task, age, idle time,
        calls in progress. A read of the dict this process holds already: cheap."""
        now = time.monotonic()
        rows = [{"session_id": sid, "task_id": s.task.id if s.task else None,
                 "age_s": round(now - s.created, 1), "idle_s": round(now - s.last_used, 1),
                 "busy": s.busy, "state": "busy" if s.busy else "idle"}
                for sid, s in list(self.sessions.items())[:limit]]
        return sorted(rows, key=lambda r: -r["age_s"])

    def stats(self) -> dict[str, Any]:
        busy, queued, oldest_s, _ = self.pool.load()
        recent = sorted(self.grade_ms)
        grading: dict[str, Any] = {
            "grade_p50_ms": round(recent[len(recent) // 2], 1) if recent else None,
            "num_recent": len(recent),
            "fork_server": self.grader is not None,
        }
        if self.grader is not None:
            grading["counts"] = dict(self.grader.counts)  # "fast", "fallback:<reason>"
        return {"sessions": len(self.sessions), "max_sessions": self.config.max_sessions,
                "backend": self.backend.name, "grading": grading,
                "workers_busy": busy, "workers_max": self.pool.max_workers,
                "workers_queued": queued, "oldest_busy_s": round(oldest_s, 3)}
