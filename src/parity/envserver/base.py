"""The environment interface, in process or over HTTP, and its errors.

`LocalEnv` (sessions.py) implements it in process; `EnvClient` (client.py) over HTTP
against `parity env-server`; `Fleet` (fleet.py) over several servers. The agent loop and
the rollout workers see only this protocol.
"""

from __future__ import annotations

from typing import Any, Protocol

from parity.types import Grade, SessionInfo, Snapshot, Task, ToolCall, ToolResult


class EnvError(RuntimeError):
    status = 500


class BadRequest(EnvError):
    status = 400


class SessionNotFound(EnvError):
    status = 404


class EnvFull(EnvError):
    status = 429

    def __init__(self, message: str, retry_after_s: float) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class Environment(Protocol):
    async def create_session(
        self, task: Task | None = None, snapshot: Snapshot | None = None
    ) -> SessionInfo: ...

    async def run_tools(self, session_id: str, calls: list[ToolCall]) -> list[ToolResult]: ...

    async def diff(self, session_id: str) -> str: ...

    async def grade(self, session_id: str, task: Task | None = None) -> Grade: ...

    async def close_session(self, session_id: str) -> None: ...

    async def tool_schemas(self) -> list[dict[str, Any]]: ...

    async def aclose(self) -> None: ...


class ServerUnavailable(EnvError):
    """The server could not be reached or died mid-request (the fleet fails over on this)."""

    status = 503
