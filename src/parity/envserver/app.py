"""HTTP routes over `LocalEnv`. Nothing here but translation between HTTP and the protocol.

Every route but /health and the OpenAPI spec needs `Authorization: Bearer <token>`.
Errors come back as JSON `{"error": ...}` with the status of the EnvError (400, 404, 429
with Retry-After, 500), so a hostile or broken request never takes the server down.
"""

from __future__ import annotations

import hmac
import logging
from contextlib import asynccontextmanager
from typing import Any

from fastapi import Depends, FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, ConfigDict, Field

from parity.envserver.base import EnvError, EnvFull
from parity.envserver.sessions import LocalEnv
from parity.types import Grade, SessionInfo, Snapshot, Task, ToolCall, ToolResult

log = logging.getLogger(__name__)

MAX_BODY_BYTES = 64 << 20


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


class DiffResponse(BaseModel):
    diff: str


def create_app(env: LocalEnv, token: str) -> FastAPI:
    bearer = HTTPBearer(auto_error=False)

    def authorized(creds: HTTPAuthorizationCredentials | None = Depends(bearer)) -> None:
        if creds is None or not hmac.compare_digest(creds.credentials.encode(), token.encode()):
            raise _Unauthorized()

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # noqa: ARG001
        env.start_reaper()
        yield
        await env.aclose()

    app = FastAPI(title="Parity environment server", version="1", lifespan=lifespan)
    auth = [Depends(authorized)]

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Any) -> Any:
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
            return JSONResponse({"error": f"request body over {MAX_BODY_BYTES} bytes"}, 413)
        return await call_next(request)

    @app.exception_handler(_Unauthorized)
    async def unauthorized(_: Request, __: Exception) -> JSONResponse:
        return JSONResponse({"error": "missing or wrong bearer token"}, 401,
                            headers={"WWW-Authenticate": "Bearer"})

    @app.exception_handler(EnvError)
    async def env_error(_: Request, exc: EnvError) -> JSONResponse:
        headers = {}
        if isinstance(exc, EnvFull):
            headers["Retry-After"] = str(max(1, round(exc.retry_after_s)))
        return JSONResponse({"error": str(exc)}, exc.status, headers=headers)

    @app.exception_handler(Exception)
    async def internal(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error in a request")
        return JSONResponse({"error": f"internal error: {type(exc).__name__}: {exc}"}, 500)

    @app.get("/health")
    async def health() -> dict[str, Any]:
        return {"ok": True, **env.stats()}

    @app.get("/metrics", dependencies=auth, response_class=PlainTextResponse)
    async def metrics() -> PlainTextResponse:
        return PlainTextResponse(generate_latest(env.metrics.registry),
                                 media_type=CONTENT_TYPE_LATEST)

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


class _Unauthorized(Exception):
    pass


def serve(env: LocalEnv, host: str, port: int, token: str, log_level: str = "warning") -> None:
    import uvicorn

    uvicorn.run(create_app(env, token), host=host, port=port, log_level=log_level,
                timeout_keep_alive=120, access_log=False)
