"""`Fleet`: one Environment over many servers, surviving the loss of any of them.

New sessions go to the live server with the fewest open sessions (a full server answers
429 and the next is tried). Each session keeps its log of state-changing tool batches
(edits, writes, commands, todos). When a server stops answering, the session is re-created
from the same task or snapshot on another server and its log is replayed there, batch by
batch, before the failed request is retried. Every such move is logged and kept in
`events`, so a run report can say what happened.

Only `ServerUnavailable` (no connection, or a 502/503/504) counts as a dead server. A server
whose worker threads are all stuck answers 429 to new sessions, so placement moves on, and
`health()` there says ok: false; a 500 is a bug in that one request on a live server (the
connection stays usable) and is raised to the caller, not failed over.

Not covered: a replayed command that depends on wall-clock time or randomness may not
reproduce byte for byte; the log replays what was asked, not what it printed.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from parity.envserver.base import EnvFull, ServerUnavailable, SessionNotFound
from parity.envserver.client import EnvClient
from parity.tools import ToolSet
from parity.types import Grade, SessionInfo, Snapshot, Task, ToolCall, ToolResult

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass
class _FleetSession:
    server: int
    remote_id: str
    task: Task | None
    snapshot: Snapshot | None
    replay_log: list[list[ToolCall]] = field(default_factory=list)


@dataclass
class FleetEvent:
    at: float
    kind: str  # server_down | failover | replayed | server_back
    server: str
    session_id: str | None = None
    detail: str = ""


class Fleet:
    def __init__(self, clients: list[EnvClient], revive_after_s: float = 30.0) -> None:
        if not clients:
            raise ValueError("a fleet needs at least one server")
        self.clients = clients
        self.revive_after_s = revive_after_s
        self.load = [0] * len(clients)
        self.dead_until = [0.0] * len(clients)
        self.sessions: dict[str, _FleetSession] = {}
        self.events: list[FleetEvent] = []
        self._mutating = ToolSet()

    @classmethod
    def from_urls(cls, urls: list[str], token: str) -> Fleet:
        return cls([EnvClient(u, token) for u in urls])

    def _event(self, kind: str, server: int, session_id: str | None = None,
               detail: str = "") -> None:
        ev = FleetEvent(time.time(), kind, self.clients[server].url, session_id, detail)
        self.events.append(ev)
        log.warning("fleet: %s on %s%s%s", kind, ev.server,
                    f" (session {session_id})" if session_id else "", f": {detail}" if detail else "")

    def _alive(self) -> list[int]:
        now = time.monotonic()
        return [i for i in range(len(self.clients)) if self.dead_until[i] <= now]

    def _mark_dead(self, server: int, why: str) -> None:
        if self.dead_until[server] <= time.monotonic():
            self._event("server_down", server, detail=why)
        self.dead_until[server] = time.monotonic() + self.revive_after_s

    async def _place(self, task: Task | None, snapshot: Snapshot | None,
                     exclude: set[int]) -> tuple[int, SessionInfo]:
        retry_after: float | None = None
        for server in sorted((i for i in self._alive() if i not in exclude),
                             key=lambda i: self.load[i]):
            try:
                info = await self.clients[server].create_session(task=task, snapshot=snapshot)
            except ServerUnavailable as e:
                self._mark_dead(server, str(e))
                continue
            except EnvFull as e:
                retry_after = e.retry_after_s if retry_after is None else min(retry_after, e.retry_after_s)
                continue
            self.load[server] += 1
            return server, info
        if retry_after is not None:
            raise EnvFull("every live server is at its session cap", retry_after)
        raise ServerUnavailable("no live environment server in the fleet")

    async def create_session(self, task: Task | None = None,
                             snapshot: Snapshot | None = None) -> SessionInfo:
        server, info = await self._place(task, snapshot, exclude=set())
        sid = f"fleet-{uuid.uuid4().hex[:16]}"
        self.sessions[sid] = _FleetSession(server, info.session_id, task, snapshot)
        return info.model_copy(update={"session_id": sid, "server": self.clients[server].url})

    def _get(self, session_id: str) -> _FleetSession:
        s = self.sessions.get(session_id)
        if s is None:
            raise SessionNotFound(f"no fleet session {session_id!r}")
        return s

    async def _failover(self, session_id: str, s: _FleetSession, why: str) -> None:
        old = s.server
        self._mark_dead(old, why)
        self.load[old] = max(0, self.load[old] - 1)
        server, info = await self._place(s.task, s.snapshot, exclude={old})
        s.server, s.remote_id = server, info.session_id
        self._event("failover", server, session_id, f"moved from {self.clients[old].url}")
        for batch in s.replay_log:
            await self.clients[server].run_tools(s.remote_id, batch)
        self._event("replayed", server, session_id, f"{len(s.replay_log)} tool batches")

    async def _with_failover(self, session_id: str,
                             fn: Callable[[EnvClient, str], Awaitable[T]],
                             max_moves: int = 3) -> T:
        s = self._get(session_id)
        for _ in range(max_moves):
            try:
                return await fn(self.clients[s.server], s.remote_id)
            except ServerUnavailable as e:
                await self._failover(session_id, s, str(e))
        return await fn(self.clients[s.server], s.remote_id)

    async def run_tools(self, session_id: str, calls: list[ToolCall]) -> list[ToolResult]:
        results = await self._with_failover(session_id, lambda c, rid: c.run_tools(rid, calls))
        kept = [c for c in calls if self._mutating.mutates(c.name)]
        if kept:
            self._get(session_id).replay_log.append(kept)
        return results

    async def diff(self, session_id: str) -> str:
        return await self._with_failover(session_id, lambda c, rid: c.diff(rid))

    async def grade(self, session_id: str, task: Task | None = None) -> Grade:
        return await self._with_failover(session_id, lambda c, rid: c.grade(rid, task))

    async def close_session(self, session_id: str) -> None:
        s = self.sessions.pop(session_id, None)
        if s is None:
            raise SessionNotFound(f"no fleet session {session_id!r}")
        self.load[s.server] = max(0, self.load[s.server] - 1)
        try:
            await self.clients[s.server].close_session(s.remote_id)
        except (ServerUnavailable, SessionNotFound) as e:
            log.info("closing %s: the server no longer has it (%s)", session_id, e)

    def fault_metrics(self) -> dict[str, float]:
        """`env/servers_down`: servers out now; `env/sessions_replayed`: sessions moved to
        another server and replayed there, since the fleet was made."""
        now = time.monotonic()
        return {"env/servers_down": float(sum(d > now for d in self.dead_until)),
                "env/sessions_replayed": float(sum(e.kind == "replayed" for e in self.events))}

    async def tool_schemas(self) -> list[dict[str, Any]]:
        for server in self._alive():
            try:
                return await self.clients[server].tool_schemas()
            except ServerUnavailable as e:
                self._mark_dead(server, str(e))
        raise ServerUnavailable("no live environment server in the fleet")

    async def aclose(self) -> None:
        for c in self.clients:
            await c.aclose()
