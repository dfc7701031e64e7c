"""HTTP routes over `LocalEnv`. Nothing here but translation between HTTP and the protocol.

Every route but /health and the OpenAPI spec needs `Authorization: Bearer <token>`.
`_Guard`, a pure ASGI layer in front of FastAPI, checks the token before any byte of the
body is read, and counts the body as it streams in (declared or chunked) against
`EnvConfig.max_request_bytes`. A request without the token gets 401 and, if it has a body,
a closed connection; one over the limit gets 413 once the count passes it, after at most
as much again has been read and dropped (see `_drain`), else a closed connection. Neither
costs the server more memory than a chunk.

Errors come back as JSON `{"error": ...}`, short, never echoing the request:
400 a refused value (an EnvError's BadRequest, a hidden-test path outside the workspace),
401, 404, 405, 413, 422 a body that is not the documented shape (bad JSON, a wrong type, a
missing or unknown field), 429 with Retry-After (session cap, or a stalled worker pool),
500 a bug. /health answers 503 `{"ok": false, "error": ...}` while the pool is stalled.

Trap: Starlette's catch-all `exception_handler(Exception)` answers a 500 and then re-raises
(ServerErrorMiddleware), and uvicorn then drops the keep-alive connection, which the next
request on it meets as a reset and a fleet client takes for a dead server. `_Guard` answers
unhandled errors itself, so the connection stays usable.

What a session made (a file name that is not UTF-8, an output, a grader's reason) is escaped
in the records a route returns (`parity.types.SafeStr`: pydantic writes their bytes, FastAPI's
fast path) and in every error's text (`_clip`): nothing a sandbox produces makes a 500.
"""

from __future__ import annotations

import hmac
import logging
from contextlib import asynccontextmanager
from typing import Any

from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from fastapi.security import HTTPBearer
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, ConfigDict, Field, field_validator
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from parity.envserver.base import EnvError, EnvFull
from parity.envserver.sessions import LocalEnv
from parity.types import (
    Grade,
    SessionInfo,
    Snapshot,
    Task,
    ToolCall,
    ToolResult,
    check_utf8,
    safe_text,
)

log = logging.getLogger(__name__)

MAX_ERROR_CHARS = 2000  # an error message never grows with the request


class CreateSessionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    task: Task | None = None
    snapshot: Snapshot | None = None


class ToolBatchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    calls: list[ToolCall] = Field(max_length=1024)


class ToolBatchResponse(BaseModel):
    results: list[ToolResult]


class GradeRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    task: Task | None = None


class GradePatchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    task: Task
    patch: str

    @field_validator("patch")
    @classmethod
    def _patch_is_utf8(cls, v: str) -> str:
        check_utf8(v, "patch")
        return v


class DiffResponse(BaseModel):
    diff: str


def create_app(env: LocalEnv, token: str) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI):  # noqa: ARG001
        env.start_reaper()
        yield
        await env.aclose()

    app = FastAPI(title="Parity environment server", version="1", lifespan=lifespan)
    open_paths = {"/health", app.openapi_url, app.docs_url, app.redoc_url,
                  app.swagger_ui_oauth2_redirect_url}
    app.add_middleware(_Guard, token=token, max_body_bytes=env.config.max_request_bytes,
                       open_paths=frozenset(p for p in open_paths if p))
    # _Guard enforces the token; this only puts the bearer scheme into the OpenAPI spec.
    auth = [Depends(HTTPBearer(auto_error=False))]

    @app.exception_handler(EnvError)
    async def env_error(_: Request, exc: EnvError) -> JSONResponse:
        headers = {}
        if isinstance(exc, EnvFull):
            headers["Retry-After"] = str(max(1, round(exc.retry_after_s)))
        return JSONResponse({"error": _clip(str(exc))}, exc.status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        # Our own validators raise ValueError: the shape was right, a value was refused.
        refused = bool(errors) and all(e.get("type") == "value_error" for e in errors)
        return JSONResponse({"error": _describe(errors)}, 400 if refused else 422)

    @app.exception_handler(HTTPException)
    async def http_error(_: Request, exc: HTTPException) -> JSONResponse:
        return JSONResponse({"error": _clip(str(exc.detail))}, exc.status_code,
                            headers=dict(exc.headers or {}))

    # The last resort, for an error inside _Guard itself (which answers all others);
    # Starlette closes the connection after it.
    @app.exception_handler(Exception)
    async def internal(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error in a request")
        return JSONResponse({"error": _clip(f"internal error: {type(exc).__name__}: {exc}")},
                            500)

    @app.get("/health")
    async def health() -> JSONResponse:
        stats = env.stats()
        if (why := env.stalled()) is not None:  # a load balancer or fleet should look away
            return JSONResponse({"ok": False, "error": why, **stats}, 503)
        return JSONResponse({"ok": True, **stats})

    @app.get("/metrics", dependencies=auth, response_class=PlainTextResponse)
    async def metrics() -> PlainTextResponse:
        return PlainTextResponse(generate_latest(env.metrics.registry),
                                 media_type=CONTENT_TYPE_LATEST)

    @app.get("/sessions", dependencies=auth)
    async def sessions() -> dict[str, Any]:
        """Each open session and its state, for the dashboard (the token: task ids)."""
        return {"sessions": env.session_states(), "total": len(env.sessions)}

    @app.get("/tools", dependencies=auth)
    async def tools() -> list[dict[str, Any]]:
        return await env.tool_schemas()

    @app.post("/sessions", dependencies=auth)
    async def create_session(req: CreateSessionRequest) -> SessionInfo:
        return await env.create_session(task=req.task, snapshot=req.snapshot)

    @app.post("/sessions/{session_id}/tools", dependencies=auth)
    async def run_tools(session_id: str, req: ToolBatchRequest) -> ToolBatchResponse:
        return ToolBatchResponse(results=await env.run_tools(session_id, req.calls))

    @app.get("/sessions/{session_id}/diff", dependencies=auth)
    async def diff(session_id: str) -> DiffResponse:
        return DiffResponse(diff=await env.diff(session_id))

    @app.post("/sessions/{session_id}/grade", dependencies=auth)
    async def grade(session_id: str, req: GradeRequest) -> Grade:
        return await env.grade(session_id, req.task)

    @app.post("/grade", dependencies=auth)
    async def grade_patch(req: GradePatchRequest) -> Grade:
        return await env.grade_patch(req.task, req.patch)

    @app.delete("/sessions/{session_id}", dependencies=auth)
    async def close_session(session_id: str) -> dict[str, bool]:
        await env.close_session(session_id)
        return {"closed": True}

    return app


class _Guard:
    """Token, body size and unhandled errors, before and around FastAPI (pure ASGI: it sees
    the body as messages, so it can refuse one without reading it)."""

    def __init__(self, app: ASGIApp, token: str, max_body_bytes: int,
                 open_paths: frozenset[str]) -> None:
        self.app = app
        self.token = token.encode()
        self.max_body_bytes = max_body_bytes
        self.open_paths = open_paths

    def _authorized(self, headers: Headers) -> bool:
        scheme, _, credentials = headers.get("authorization", "").partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(
            credentials.strip().encode(), self.token)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        if scope["path"] not in self.open_paths and not self._authorized(headers):
            # Closing drops whatever body is still coming; it is never read.
            has_body = "transfer-encoding" in headers or headers.get("content-length", "0") != "0"
            await _answer(scope, receive, send, 401, "missing or wrong bearer token",
                          close=has_body, headers={"WWW-Authenticate": "Bearer"})
            return
        too_large = f"request body over {self.max_body_bytes} bytes"
        length = headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body_bytes):
            ended = (length.isdigit() and int(length) <= 2 * self.max_body_bytes
                     and await _drain(receive, self.max_body_bytes))
            await _answer(scope, receive, send, 413, too_large, close=not ended)
            return

        received = 0
        over = started = more_body = False

        async def receive_counted() -> Message:
            nonlocal received, over, more_body
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                more_body = message.get("more_body", False)
                if received > self.max_body_bytes:
                    over = True
                    raise _BodyTooLarge(too_large)
            return message

        async def send_tracked(message: Message) -> None:
            nonlocal started
            if over and not started:
                return  # whatever the app made of the aborted read: our 413 goes instead
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive_counted, send_tracked)
        except Exception as exc:
            if started:
                raise  # mid-response: dropping the connection is all that is left
            if not over:
                log.exception("unhandled error in %s %s", scope["method"], scope["path"])
                await _answer(scope, receive, send, 500,
                              f"internal error: {type(exc).__name__}: {exc}")
                return
        if over and not started:
            ended = not more_body or await _drain(receive, self.max_body_bytes)
            await _answer(scope, receive, send, 413, too_large, close=not ended)


class _BodyTooLarge(Exception):
    pass


async def _drain(receive: Receive, max_bytes: int) -> bool:
    """Read and drop the rest of a refused body, at most about `max_bytes`; True if it
    ended, so the connection can stay open. Trap: closing on a client that is still sending
    resets the connection, and httpx's async client then loses the 413 for a ReadError,
    which EnvClient and a fleet take for a dead server."""
    dropped = 0
    while dropped <= max_bytes:
        message = await receive()
        if message["type"] != "http.request":
            return False
        dropped += len(message.get("body", b""))
        if not message.get("more_body", False):
            return True
    return False


async def _answer(scope: Scope, receive: Receive, send: Send, status: int, error: str, *,
                  close: bool = False, headers: dict[str, str] | None = None) -> None:
    headers = dict(headers or {})
    if close:  # uvicorn then closes the connection instead of reading on
        headers["Connection"] = "close"
    await JSONResponse({"error": _clip(error)}, status, headers=headers)(scope, receive, send)


def _clip(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """An error's text for a body: at most `limit` characters, and escaped (an error can
    name a workspace file, and a lone surrogate would fail the body's encoding)."""
    text = safe_text(text)
    return text if len(text) <= limit else text[:limit] + f"... [{len(text) - limit} more chars]"


def _describe(errors: Any, max_errors: int = 5) -> str:
    """`body.snapshot.path: Input should be a valid string; ...`: locations and messages
    only, never the input (FastAPI's default echoes it, however big), each part clipped."""
    parts = []
    for e in errors[:max_errors]:
        where = ".".join(_clip(str(x), 60) for x in e.get("loc", ()))
        parts.append(f"{where}: {_clip(str(e.get('msg', 'invalid')), 300)}")
    more = f" (and {len(errors) - max_errors} more)" if len(errors) > max_errors else ""
    return "invalid request: " + "; ".join(parts) + more


def serve(env: LocalEnv, host: str, port: int, token: str, log_level: str = "warning") -> None:
    import uvicorn

    uvicorn.run(create_app(env, token), host=host, port=port, log_level=log_level,
                timeout_keep_alive=120, access_log=False)
