"""The model endpoint of harness rollouts: Parity's OpenAI server over the engine, on a Unix
socket that each rollout's sandbox gets read-only, recording every call by rollout key.

The socket's directory holds the socket and the in-sandbox forwarder (forward.py) and is
bound at `MOUNT` in every harness session; the server runs as a task on the caller's event
loop (the engine takes requests from any loop) and is stopped by `aclose`, which leaves the
engine to its owner.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from fastapi import Request  # at module level: FastAPI resolves the routes' annotations here

from parity.harness.recording import HarnessRecorder

MOUNT = "/run/parity"  # where a harness session sees the directory
SOCKET = "model.sock"
FORWARDER = "forward.py"


class HarnessEndpoint:
    """`engine` (with its `tokenizer`) served by Parity's OpenAI server and recorded token
    for token; or, for an evaluation, `upstream` = (URL, API key): any OpenAI-compatible
    server, each call forwarded with the key the user gave and recorded as text only (a
    remote server shows no token ids; `HarnessRun.tokens_recorded` is then false)."""

    def __init__(self, engine: Any, tokenizer: Any, *, model_name: str = "parity",
                 eos_token_ids: list[int] | None = None, base_dir: Path | None = None,
                 upstream: tuple[str, str | None] | None = None) -> None:
        self.engine, self.tokenizer, self.upstream = engine, tokenizer, upstream
        self.model_name, self.eos_token_ids = model_name, eos_token_ids
        self.recorder = HarnessRecorder()
        # world-traversable: the sandbox's user is not this one; nothing in it is secret
        # (the socket answers only keys the recorder has open)
        self.dir = Path(tempfile.mkdtemp(prefix="parity-harness-", dir=base_dir))
        os.chmod(self.dir, 0o755)
        shutil.copyfile(Path(__file__).with_name(FORWARDER), self.dir / FORWARDER)
        os.chmod(self.dir / FORWARDER, 0o644)
        recipes = self.dir / "recipes"  # the shipped harnesses' scripts (worker.RECIPES)
        shutil.copytree(Path(__file__).with_name("recipes"), recipes,
                        ignore=shutil.ignore_patterns("__pycache__"))
        for path in [recipes, *recipes.rglob("*")]:
            os.chmod(path, 0o755 if path.is_dir() else 0o644)
        self.socket = self.dir / SOCKET
        self._server: Any = None
        self._task: asyncio.Task | None = None

    @property
    def mounts(self) -> tuple[tuple[str, str], ...]:
        return ((str(self.dir), MOUNT),)

    async def start(self) -> HarnessEndpoint:
        import uvicorn

        from parity.inference.server import create_app

        if self.upstream is not None:
            app = forwarding_app(*self.upstream, self.recorder)
        else:
            app = create_app(self.engine, tokenizer=self.tokenizer, model_name=self.model_name,
                             eos_token_ids=self.eos_token_ids, recorder=self.recorder)
        config = uvicorn.Config(app, uds=str(self.socket), lifespan="off", log_level="warning",
                                access_log=False, timeout_keep_alive=120)

        class Server(uvicorn.Server):
            def capture_signals(self):  # the command's own Ctrl-C handling stays as it is
                return contextlib.nullcontext()

        self._app = app
        self._server = Server(config)
        self._task = asyncio.create_task(self._server.serve())
        for _ in range(500):
            if self._server.started:
                break
            if self._task.done():
                self._task.result()  # it failed to start: its error, here
            await asyncio.sleep(0.01)
        else:
            raise RuntimeError(f"the harness endpoint did not start on {self.socket}")
        os.chmod(self.socket, 0o777)  # connect() needs write permission on the socket
        return self

    async def aclose(self) -> None:
        if self._server is not None and self._task is not None:
            self._server.should_exit = True
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._task, 10)
        client = getattr(getattr(getattr(self, "_app", None), "state", None), "client", None)
        if client is not None:
            await client.aclose()
        shutil.rmtree(self.dir, ignore_errors=True)


def forwarding_app(url: str, api_key: str | None, recorder: Any) -> Any:
    """An OpenAI-compatible app that forwards a recorded rollout's calls to `url` with the
    user's `api_key` (the rollout's own key never leaves this process) and records each
    reply as text: what the harness received."""
    import httpx
    from fastapi import FastAPI
    from fastapi.responses import JSONResponse

    base = url.rstrip("/")
    base = base if base.endswith("/v1") else base + "/v1"
    app = FastAPI(title="Parity harness endpoint (forwarding)")
    client = httpx.AsyncClient(timeout=httpx.Timeout(600.0, connect=10.0))
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}

    def error(status: int, message: str) -> JSONResponse:
        return JSONResponse({"error": {"message": message, "type": "invalid_request_error",
                                       "code": status}}, status)

    def key_of(request: Request) -> str | None:
        key = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
        return key if recorder.knows(key) else None

    @app.get("/v1/models")
    async def models(request: Request) -> Any:
        if key_of(request) is None:
            return error(401, "missing or wrong bearer token")
        r = await client.get(base + "/models", headers=headers)
        return JSONResponse(r.json() if r.content else {}, r.status_code)

    @app.post("/v1/chat/completions")
    async def chat(request: Request) -> Any:
        key = key_of(request)
        if key is None:
            return error(401, "missing or wrong bearer token")
        try:
            body = await request.json()
        except ValueError:
            recorder.refused(key, 400, "the body is not JSON")
            return error(400, "the body is not JSON")
        if not isinstance(body, dict) or body.get("stream"):
            recorder.refused(key, 400, "a recorded call is one JSON object, not streamed")
            return error(400, "this endpoint records each call whole: send a JSON object "
                              "without \"stream\": true")
        try:
            r = await client.post(base + "/chat/completions", json=body, headers=headers)
        except httpx.HTTPError as e:
            recorder.refused(key, 502, f"the model server: {type(e).__name__}: {e}")
            return error(502, f"the model server did not answer: {type(e).__name__}")
        try:
            reply = r.json()
        except ValueError:
            reply = {"error": {"message": r.text[:500]}}
        if r.status_code >= 400:
            recorder.refused(key, r.status_code, str(reply.get("error", reply))[:500])
        else:
            recorder.record_text(key, reply)
        return JSONResponse(reply, r.status_code)

    app.state.client = client  # closed by HarnessEndpoint.aclose
    return app
