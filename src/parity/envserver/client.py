"""`EnvClient`: the Environment protocol over HTTP, with pooled keep-alive connections.

HTTP errors come back as the same EnvError subclasses that LocalEnv raises, so code written
against one works against the other; a connection failure (or a 502/503/504) is
`ServerUnavailable`, the one error a fleet fails over on. A 500 is an `EnvError` with
status 500: a bug in that request, on a server that is still alive and whose connection
stays usable.
"""

from __future__ import annotations

from typing import Any

import httpx

from parity.envserver.base import (
    BadRequest,
    EnvError,
    EnvFull,
    ServerUnavailable,
    SessionNotFound,
)
from parity.types import Grade, SessionInfo, Snapshot, Task, ToolCall, ToolResult


class EnvClient:
    def __init__(self, url: str, token: str, timeout_s: float = 900.0,
                 max_connections: int = 256) -> None:
        self.url = url.rstrip("/")
        self._http = httpx.AsyncClient(
            base_url=self.url,
            headers={"Authorization": f"Bearer {token}"},
            timeout=httpx.Timeout(timeout_s, connect=10.0),
            limits=httpx.Limits(max_connections=max_connections,
                                max_keepalive_connections=max_connections),
            trust_env=False,  # a proxy from the environment must never see env traffic
        )

    async def _send(self, method: str, path: str, json: Any = None) -> httpx.Response:
        try:
            return await self._http.request(method, path, json=json)
        except (httpx.TransportError, httpx.RemoteProtocolError) as e:
            raise ServerUnavailable(f"{self.url} unavailable: {type(e).__name__}: {e}") from e

    async def _call(self, method: str, path: str, json: Any = None) -> Any:
        return self._result(await self._send(method, path, json))

    def _result(self, r: httpx.Response) -> Any:
        if r.status_code < 400:
            return r.json()
        try:
            message = r.json().get("error") or r.text
        except ValueError:
            message = r.text
        if r.status_code == 404:
            raise SessionNotFound(message)
        if r.status_code == 429:
            raise EnvFull(message, float(r.headers.get("Retry-After", "1")))
        if r.status_code in (400, 413, 422):
            raise BadRequest(f"{message}")
        if r.status_code in (502, 503, 504):
            raise ServerUnavailable(message)
        err = EnvError(f"{self.url} answered {r.status_code}: {message}")
        err.status = r.status_code
        raise err

    async def health(self) -> dict[str, Any]:
        """The server's /health body. `ok` is False (a 503, with `error` saying why) while
        every worker thread is stuck: alive, but taking no new sessions."""
        r = await self._send("GET", "/health")
        if r.status_code == 503:
            try:
                body = r.json()
            except ValueError:
                body = None
            if isinstance(body, dict) and "ok" in body:
                return body
        return self._result(r)

    async def create_session(self, task: Task | None = None,
                             snapshot: Snapshot | None = None) -> SessionInfo:
        body = {"task": task.model_dump() if task else None,
                "snapshot": snapshot.model_dump() if snapshot else None}
        info = SessionInfo.model_validate(await self._call("POST", "/sessions", body))
        return info.model_copy(update={"server": self.url})

    async def run_tools(self, session_id: str, calls: list[ToolCall]) -> list[ToolResult]:
        data = await self._call("POST", f"/sessions/{session_id}/tools",
                                {"calls": [c.model_dump() for c in calls]})
        return [ToolResult.model_validate(r) for r in data["results"]]

    async def diff(self, session_id: str) -> str:
        return (await self._call("GET", f"/sessions/{session_id}/diff"))["diff"]

    async def grade(self, session_id: str, task: Task | None = None) -> Grade:
        body = {"task": task.model_dump() if task else None}
        return Grade.model_validate(await self._call("POST", f"/sessions/{session_id}/grade", body))

    async def grade_patch(self, task: Task, patch: str) -> Grade:
        body = {"task": task.model_dump(), "patch": patch}
        return Grade.model_validate(await self._call("POST", "/grade", body))

    async def close_session(self, session_id: str) -> None:
        await self._call("DELETE", f"/sessions/{session_id}")

    async def tool_schemas(self) -> list[dict[str, Any]]:
        return await self._call("GET", "/tools")

    async def metrics_text(self) -> str:
        r = await self._http.get("/metrics")
        r.raise_for_status()
        return r.text

    async def aclose(self) -> None:
        await self._http.aclose()
