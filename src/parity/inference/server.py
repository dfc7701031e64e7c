"""HTTP routes over an engine: token level for Parity, OpenAI chat and completions for
everything else.

Routes (all but /health need `Authorization: Bearer <token>` when the server has a token):
  POST /generate             {"prompt_ids", "sampling", "session_id"} -> EngineCompletion fields
  POST /v1/chat/completions  OpenAI chat (n=1, streamed or not), Hermes tool calls, token ids
  POST /v1/completions       OpenAI text completions (n=1, streamed or not), prompt as text or
                             token ids, vLLM's token-id fields (completions.py)
  POST /update_weights       {"version"}: pull version >= it from the run's weights transport
                             (`parity serve --weights-transport`, see parity.weights.sync);
                             {"path": safetensors file on this machine, "version"}: load that
                             file. Refused (403) on a server started without a token
  GET  /v1/models, /metrics (Prometheus), /health

Chat response fields beyond OpenAI's, all opt-in except the `parity` block:
  - `"logprobs": true` -> `choices[0].logprobs.content[i] = {"token", "logprob", "bytes",
    "top_logprobs"}`, one entry per sampled token (the stop token included); `token` is
    the token's text, or `"token_id:<id>"` with `"return_tokens_as_token_ids": true` (vLLM's
    spelling); `"top_logprobs": k` (0..20) lists the k most likely tokens of the same
    distribution. Logprobs follow `sampling.py`: temperature-scaled, before top-k/top-p.
  - `"return_token_ids": true` -> top-level `prompt_token_ids` (the rendered prompt) and
    `choices[0].token_ids` (every sampled id, the stop token included), as vLLM does;
    `"return_prompt_token_ids": true` (SGLang's spelling) also puts `prompt_token_ids` in
    the choice.
  - `parity`: {"version", "token_versions" (with return_token_ids), "cached_prompt_tokens",
    "queue_s", "ttft_s", "total_s"}; `usage.prompt_tokens_details.cached_tokens` as OpenAI.
  - `"stream": true` -> server-sent events (streaming.py): content deltas as tokens are
    sampled, whole Hermes tool calls as `delta.tool_calls` when their block closes, logprobs
    and (with return_token_ids) `token_ids` per chunk, `prompt_token_ids` in the first chunk,
    `parity` in the chunk with the `finish_reason`, usage with `stream_options.include_usage`.
    A client that disconnects cancels its request in the engine.
Errors are OpenAI-shaped: `{"error": {"message", "type", "code"}}`; 400 for values the
engine refuses, 422 for a malformed body, 503 when the engine is closed; once a stream has
begun, an error is one `data: {"error": ...}` event before `data: [DONE]`.
Not done: n > 1, echo, response_format, penalties, tool-call arguments streamed piecewise.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import os
import time
import uuid
from collections.abc import Callable
from contextlib import asynccontextmanager
from dataclasses import asdict
from pathlib import Path
from typing import Any, Literal, Protocol

from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from pydantic import BaseModel, ConfigDict, Field

from parity.inference.chat import ChatCompletion, ChatRenderer, ChatRequest, ChatStream
from parity.inference.completions import CompletionRequest, Completions, TextCodec, TextCompletion
from parity.inference.engine import SamplingParams
from parity.inference.records import (
    EngineCompletion,
    EngineRequestError,
    EngineStats,
    EngineUnavailable,
    GenerateRequest,
    GenerateResponse,
    UpdateWeightsRequest,
)
from parity.inference.streaming import EventStreamResponse, TokenStream, events

log = logging.getLogger(__name__)

MAX_BODY_BYTES = 64 << 20


class ServedEngine(Protocol):
    version: int
    max_seq_len: int

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None, *, stop: Any = None,
                       on_token: Any = None) -> EngineCompletion: ...  # on_token: streaming

    async def update_weights(self, state: Any, version: int) -> None: ...

    def stats(self) -> EngineStats: ...

    def close(self) -> None: ...


class _HttpError(Exception):
    def __init__(self, status: int, message: str, kind: str) -> None:
        super().__init__(message)
        self.status, self.kind = status, kind


class _EngineCollector:
    """Reads the engine's counters at scrape time: no state of its own."""

    def __init__(self, engine: ServedEngine) -> None:
        self.engine = engine

    def collect(self):
        s = self.engine.stats()
        gauges = (("running_requests", "requests in the running batch", s.num_running),
                  ("waiting_requests", "requests waiting to be admitted", s.num_waiting),
                  ("tokens_per_second", "generated tokens per second, recent", s.tokens_per_s),
                  ("weight_version", "policy version of the weights in use", s.version),
                  ("prefix_cache_bytes", "bytes held by the prefix cache", s.prefix_cache_bytes),
                  ("prefix_cache_entries", "sequences in the prefix cache", s.prefix_cache_entries))
        for name, doc, value in gauges:
            yield GaugeMetricFamily(f"parity_engine_{name}", doc, value=value)
        counters = (("generated_tokens", "tokens sampled", s.generated_tokens),
                    ("prompt_tokens", "prompt tokens received", s.prompt_tokens),
                    ("prefill_tokens", "prompt tokens run through the model", s.prefill_tokens),
                    ("prefix_cache_hit_tokens", "prompt tokens served from the prefix cache",
                     s.cached_prompt_tokens),
                    ("requests_finished", "requests completed", s.num_finished),
                    ("decode_steps", "batched decode steps", s.decode_steps))
        for name, doc, value in counters:
            yield CounterMetricFamily(f"parity_engine_{name}", doc, value=value)


class ModelCard(BaseModel):
    id: str
    object: Literal["model"] = "model"
    created: int = Field(default_factory=lambda: int(time.time()))
    owned_by: str = "parity"
    max_model_len: int


class ModelList(BaseModel):
    object: Literal["list"] = "list"
    data: list[ModelCard]


class UpdateWeightsResponse(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: int


RECORDED_ROUTES = ("/v1/chat/completions", "/v1/models")  # what a recorder's key may ask


class CallRecorder(Protocol):
    """Where a served call is recorded as the engine saw it (parity.harness.recording): a
    bearer key it knows names one rollout, and is accepted besides the server's token."""

    def knows(self, key: str) -> bool: ...

    def record(self, key: str, prompt_ids: list[int], completion: EngineCompletion,
               reply: dict[str, Any]) -> None: ...

    def refused(self, key: str, status: int, message: str) -> None: ...


def create_app(engine: ServedEngine, *, tokenizer: Any = None, model_name: str = "parity",
               token: str | None = None, eos_token_ids: list[int] | None = None,
               new_receiver: Callable[[], Any] | None = None,
               recorder: CallRecorder | None = None) -> FastAPI:
    """`tokenizer` (with a chat template) enables /v1/chat/completions; `eos_token_ids` end
    every chat completion (the model's end-of-turn ids); `new_receiver` (a weights receiver
    factory) lets /update_weights pull published versions. `recorder`: its keys are accepted
    on the OpenAI routes, and every chat completion made with one is recorded token for
    token (prompt ids, sampled ids, logprobs, version) before the reply leaves; a recorded
    call must not be streamed (one whole reply is what gets recorded)."""
    from parity.weights.sync import WeightLoader

    loader = WeightLoader(engine, new_receiver) if new_receiver is not None else None
    bearer = HTTPBearer(auto_error=False)
    renderer = None
    if tokenizer is not None and getattr(tokenizer, "chat_template", None):
        renderer = ChatRenderer(tokenizer, eos_token_ids or [])
    elif tokenizer is not None:
        log.warning("the tokenizer has no chat template: /v1/chat/completions is off")
    codec = renderer or (TextCodec(tokenizer, eos_token_ids or []) if tokenizer is not None else None)
    registry = CollectorRegistry(auto_describe=True)
    registry.register(_EngineCollector(engine))

    def authorized(request: Request,
                   creds: HTTPAuthorizationCredentials | None = Depends(bearer)) -> None:
        if recorder is not None and creds is not None and recorder.knows(creds.credentials):
            if request.url.path not in RECORDED_ROUTES:  # nothing it asks goes unrecorded
                raise _HttpError(403, f"a rollout's key serves {', '.join(RECORDED_ROUTES)} "
                                 "only", "permission_error")
            return
        if token is None and recorder is None:
            return
        if (token is None or creds is None
                or not hmac.compare_digest(creds.credentials.encode(), token.encode())):
            raise _HttpError(401, "missing or wrong bearer token", "authentication_error")

    def recorded_key(request: Request) -> str | None:
        if recorder is None:
            return None
        key = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
        return key if recorder.knows(key) else None

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # noqa: ARG001
        yield
        await asyncio.to_thread(engine.close)

    app = FastAPI(title="Parity inference server", version="1", lifespan=lifespan)
    auth = [Depends(authorized)]

    def error(status: int, message: str, kind: str, headers: dict[str, str] | None = None) -> JSONResponse:
        return JSONResponse({"error": {"message": message, "type": kind, "code": status}}, status,
                            headers=headers)

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Any) -> Any:
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
            return error(413, f"request body over {MAX_BODY_BYTES} bytes", "invalid_request_error")
        return await call_next(request)

    def refusal(request: Request, status: int, message: str) -> None:
        key = recorded_key(request)
        if key is not None:
            recorder.refused(key, status, message)  # type: ignore[union-attr]

    @app.exception_handler(_HttpError)
    async def http_error(request: Request, exc: _HttpError) -> JSONResponse:
        headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
        refusal(request, exc.status, str(exc))
        return error(exc.status, str(exc), exc.kind, headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors())
        refusal(request, 422, problems)
        return error(422, problems, "invalid_request_error")

    @app.exception_handler(EngineRequestError)
    async def refused(request: Request, exc: EngineRequestError) -> JSONResponse:
        refusal(request, 400, str(exc))
        return error(400, str(exc), "invalid_request_error")

    @app.exception_handler(EngineUnavailable)
    async def unavailable(_: Request, exc: EngineUnavailable) -> JSONResponse:
        return error(503, str(exc), "unavailable", {"Retry-After": "1"})

    @app.exception_handler(Exception)
    async def internal(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error in a request")
        return error(500, f"internal error: {type(exc).__name__}: {exc}", "internal_error")

    @app.get("/health")
    async def health() -> dict[str, Any]:
        return {"ok": True, "model": model_name, **asdict(engine.stats())}

    @app.get("/metrics", dependencies=auth, response_class=PlainTextResponse)
    async def metrics() -> PlainTextResponse:
        return PlainTextResponse(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)

    @app.get("/v1/models", dependencies=auth)
    async def models() -> ModelList:
        return ModelList(data=[ModelCard(id=model_name, max_model_len=engine.max_seq_len)])

    @app.post("/generate", dependencies=auth)
    async def generate(req: GenerateRequest) -> GenerateResponse:
        c = await engine.generate(req.prompt_ids, req.sampling.to_params(), req.session_id)
        return GenerateResponse(**asdict(c))

    @app.post("/v1/chat/completions", dependencies=auth, response_model=ChatCompletion,
              response_model_exclude_none=True)
    async def chat(req: ChatRequest, request: Request) -> Any:
        if renderer is None:
            raise _HttpError(400, "this server has no tokenizer with a chat template; use /generate",
                             "invalid_request_error")
        key = recorded_key(request)
        if key is not None and req.stream:
            raise _HttpError(400, "this endpoint records each call whole for training: send "
                             "it without \"stream\": true", "invalid_request_error")
        prompt_ids = await asyncio.to_thread(renderer.render, req)
        params, stop = renderer.chat_sampling(req, prompt_ids, engine.max_seq_len)
        response_id = f"chatcmpl-{uuid.uuid4().hex}"
        if req.stream:
            return await stream(ChatStream(renderer, req, prompt_ids, model_name, response_id),
                                prompt_ids, params, req.session_id, stop)
        completion = await engine.generate(prompt_ids, params, req.session_id, stop=stop)
        reply = await asyncio.to_thread(renderer.response, req, prompt_ids, completion,
                                        model_name, response_id)
        if key is not None:
            body = reply.model_dump(exclude_none=True) if hasattr(reply, "model_dump") else reply
            recorder.record(key, prompt_ids, completion, body)  # type: ignore[union-attr]
        return reply

    @app.post("/v1/completions", dependencies=auth, response_model=TextCompletion,
              response_model_exclude_none=True)
    async def completions(req: CompletionRequest) -> Any:
        if codec is None:
            raise _HttpError(400, "this server has no tokenizer; use /generate", "invalid_request_error")
        job = Completions(codec, req, model_name, f"cmpl-{uuid.uuid4().hex}")
        prompt_ids = await asyncio.to_thread(job.render)
        params, stop = job.sampling(engine.max_seq_len)
        if req.stream:
            return await stream(job, prompt_ids, params, req.session_id, stop)
        completion = await engine.generate(prompt_ids, params, req.session_id, stop=stop)
        return await asyncio.to_thread(job.response, completion)

    async def stream(streamer: Any, prompt_ids: list[int], params: SamplingParams,
                     session_id: str | None, stop: Any) -> EventStreamResponse:
        tokens = TokenStream(engine, prompt_ids, params, session_id, stop)
        await tokens.start()  # a request the engine refuses fails here, as an HTTP error
        return EventStreamResponse(events(streamer, tokens))

    @app.post("/update_weights", dependencies=auth)
    async def update_weights(req: UpdateWeightsRequest) -> UpdateWeightsResponse:
        if token is None:
            raise _HttpError(403, "weight updates need a server started with --token",
                             "permission_error")
        if req.path is None:
            if loader is None:
                raise _HttpError(400, "this server pulls no published weights: restart it "
                                 "with the run's transport, `parity serve MODEL --token T "
                                 "--weights-transport NAME` (NAME: the run's weights.transport, "
                                 "shm by default; its options as --weights-option KEY=VALUE), "
                                 "or send a path", "invalid_request_error")
            try:
                await loader.load_published(req.version)
            except TimeoutError as e:  # WeightsTimeoutError: nothing that new was published
                raise _HttpError(504, str(e), "timeout") from e
            return UpdateWeightsResponse(version=engine.version)
        path = Path(req.path)
        if path.suffix != ".safetensors" or not path.is_file():
            raise _HttpError(400, f"{req.path} is not a .safetensors file on the server",
                             "invalid_request_error")
        await engine.update_weights(path, req.version)
        return UpdateWeightsResponse(version=engine.version)

    return app


def serve(engine: ServedEngine, host: str, port: int, *, tokenizer: Any = None,
          model_name: str = "parity", token: str | None = None,
          eos_token_ids: list[int] | None = None, log_level: str = "warning",
          new_receiver: Callable[[], Any] | None = None) -> None:
    import uvicorn

    app = create_app(engine, tokenizer=tokenizer, model_name=model_name, token=token,
                     eos_token_ids=eos_token_ids, new_receiver=new_receiver)
    uvicorn.run(app, host=host, port=port, log_level=log_level, timeout_keep_alive=120,
                access_log=False)


def serve_model(model_path: str, host: str, port: int, *, token: str | None = None,
                device: str = "auto", dtype: str = "auto", max_batch_size: int = 64,
                prefix_cache_bytes: int = 1 << 30, model_name: str | None = None, threads: int = 0, log_level: str = "warning",
                weights_transport: str | None = None, weights_options: dict[str, Any] | None = None) -> None:
    """Load a local model directory into a `TorchEngine` and serve it (`parity serve`).
    `weights_transport` and its options (parity.weights.sync.engine_receiver_factory): the
    run's transport that /update_weights {"version"} pulls from."""
    path = Path(model_path)
    new_receiver = None
    if weights_transport is not None:  # before the model loads: bad options fail at once
        from parity.weights.sync import engine_receiver_factory

        new_receiver = engine_receiver_factory(weights_transport, weights_options)
    import torch

    from parity.inference.models import eos_list, load_tokenizer, serving_dtype, serving_threads
    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

    torch.set_num_threads(threads if threads > 0 else serving_threads())
    if dtype == "auto":
        dtype = serving_dtype(device)
    if device == "cpu" or (device == "auto" and not torch.cuda.is_available()):
        # Decode attention with a padding mask: transformers folds the query heads of a
        # KV group into one sequence (pack_gqa) unless told that SDPA handles GQA itself;
        # on CPU SDPA's own GQA is faster (smollm2-135m, 8 streams: decode +15-19 %). A
        # process-wide switch, so only in this server process and only on CPU: on CUDA a
        # masked GQA call falls back to the math kernel.
        os.environ.setdefault("TRANSFORMERS_SDPA_FORCE_GQA", "1")
    log.info("torch threads %d, dtype %s", torch.get_num_threads(), dtype)
    config = TorchEngineConfig(max_batch_size=max_batch_size, prefix_cache_bytes=prefix_cache_bytes)
    engine = TorchEngine.from_pretrained(path, device=device, dtype=dtype, config=config)
    try:
        tokenizer = load_tokenizer(path)
    except (OSError, ValueError) as e:
        log.warning("no tokenizer in %s (%s): only /generate is served", path, e)
        tokenizer = None
    eos_ids = eos_list(getattr(engine.model.generation_config, "eos_token_id", None))
    serve(engine, host, port, tokenizer=tokenizer, model_name=model_name or path.name,
          token=token, eos_token_ids=eos_ids, log_level=log_level, new_receiver=new_receiver)
