"""A router over engine replicas that is itself an Engine.

Placement: a trajectory's first request (a `session_id` not seen, or none) goes to the live
replica with the least outstanding work: requests in flight from this router, then tokens in
flight (prompt + max_tokens), then sessions pinned there. Its later turns go to the same
replica, where the prefix cache holds the conversation so far. Failover: a replica that
raises a `ConnectionError` (`EngineUnavailable` from `HttpEngine`, `EngineTimeout` when it
hangs past its request timeout, or a closed `TorchEngine`) is taken out and the request is retried on another; the session moves with it. A replica
that is out is probed again (`ping`, when it has one) after `retry_dead_after_s` and comes
back only with weights no older than the router's version. Every other error propagates: a
bad request fails the same way everywhere.

Not done: load reported by the replicas themselves (only this router's own requests are
counted, so several routers over one fleet each see part of the load), moving a hot
session away from an overloaded replica, weighting replicas by their size.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from parity.inference.engine import Completion, Engine, SamplingParams
from parity.inference.records import EngineTimeout, EngineUnavailable

log = logging.getLogger(__name__)


@dataclass
class ReplicaState:
    engine: Engine
    in_flight: int = 0
    in_flight_tokens: int = 0
    alive: bool = True
    dead_since_s: float = 0.0
    num_requests: int = 0
    num_failures: int = 0
    num_timeouts: int = 0  # failures that were a request timing out (a hung replica)
    num_sessions: int = 0  # sessions pinned here now


class Router:
    def __init__(self, replicas: Sequence[Engine], *, max_sessions: int = 100_000,
                 retry_dead_after_s: float = 30.0) -> None:
        if not replicas:
            raise ValueError("a router needs at least one replica")
        self.replicas = [ReplicaState(engine) for engine in replicas]
        self.max_sessions = max_sessions
        self.retry_dead_after_s = retry_dead_after_s
        self.version = min(int(r.version) for r in replicas)
        self._sessions: OrderedDict[str, int] = OrderedDict()  # session -> replica index, LRU

    def replica_of(self, session_id: str) -> int | None:
        return self._sessions.get(session_id)

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> Completion:
        cost = len(prompt_ids) + params.max_tokens
        while True:
            index = await self._place(session_id, cost)
            replica = self.replicas[index]
            replica.in_flight += 1
            replica.in_flight_tokens += cost
            replica.num_requests += 1
            try:
                return await replica.engine.generate(prompt_ids, params, session_id)
            except ConnectionError as e:
                log.warning("replica %d failed (%s: %s); taking it out and retrying elsewhere",
                            index, type(e).__name__, e)
                replica.num_timeouts += isinstance(e, EngineTimeout)
                self._take_out(index)
            finally:
                replica.in_flight -= 1
                replica.in_flight_tokens -= cost

    def fault_metrics(self) -> dict[str, float]:
        """`engine/replicas_down`: out now; `engine/timeouts`: requests that timed out, since
        the router was made (each took its replica out)."""
        return {"engine/replicas_down": float(sum(not r.alive for r in self.replicas)),
                "engine/timeouts": float(sum(r.num_timeouts for r in self.replicas))}

    async def update_weights(self, state: Any, version: int) -> None:
        """Every live replica, concurrently. One that is unreachable is taken out (it comes
        back only once it is at this version)."""
        live = [i for i, r in enumerate(self.replicas) if r.alive]
        results = await asyncio.gather(*(self.replicas[i].engine.update_weights(state, version)
                                         for i in live), return_exceptions=True)
        for i, result in zip(live, results, strict=True):
            if isinstance(result, ConnectionError):
                log.warning("replica %d missed the update to version %d: %s", i, version, result)
                self._take_out(i)
            elif isinstance(result, BaseException):
                raise result
        self.version = version

    async def _place(self, session_id: str | None, cost: int) -> int:
        await self._revive()
        if session_id is not None:
            index = self._sessions.get(session_id)
            if index is not None and self.replicas[index].alive:
                self._sessions.move_to_end(session_id)
                return index
        live = [i for i, r in enumerate(self.replicas) if r.alive]
        if not live:
            raise EngineUnavailable(f"all {len(self.replicas)} replicas are out")
        index = min(live, key=lambda i: (self.replicas[i].in_flight, self.replicas[i].in_flight_tokens,
                                         self.replicas[i].num_sessions, i))
        if session_id is not None:
            previous = self._sessions.pop(session_id, None)
            if previous is not None:
                self.replicas[previous].num_sessions -= 1
            self._sessions[session_id] = index
            self.replicas[index].num_sessions += 1
            while len(self._sessions) > self.max_sessions:
                _, evicted = self._sessions.popitem(last=False)
                self.replicas[evicted].num_sessions -= 1
        return index

    def mark_down(self, index: int, why: str) -> None:
        """Take a replica out from outside (it missed a weight update): probed again later."""
        log.warning("replica %d taken out: %s", index, why)
        self._take_out(index)

    def _take_out(self, index: int) -> None:
        replica = self.replicas[index]
        replica.num_failures += 1
        if replica.alive:
            replica.alive = False
            replica.dead_since_s = time.monotonic()

    async def _revive(self) -> None:
        now = time.monotonic()
        for i, replica in enumerate(self.replicas):
            if replica.alive or now - replica.dead_since_s < self.retry_dead_after_s:
                continue
            replica.dead_since_s = now  # one probe per period
            ping = getattr(replica.engine, "ping", None)
            if ping is None:
                continue
            try:
                version = await ping()
            except ConnectionError as e:
                log.info("replica %d still out: %s", i, e)
                continue
            if version >= self.version:
                log.info("replica %d is back at version %d", i, version)
                replica.alive = True
            else:
                log.warning("replica %d is back at version %d, older than the router's %d; "
                            "keeping it out", i, version, self.version)
