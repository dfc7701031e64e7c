"""Records shared by the engine, its HTTP server and its clients. No torch here, so a client
imports in milliseconds.

The wire models validate what arrives over HTTP (422 on a wrong type, 400 on a value the
engine refuses); the dataclasses are the hot in-process records.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from parity.inference.engine import Completion, SamplingParams


class EngineUnavailable(ConnectionError):
    """The engine cannot take requests: closed, killed, or unreachable. A `ConnectionError`,
    so a router treats an in-process replica that was closed like a remote one that died."""


class EngineTimeout(EngineUnavailable):
    """The engine did not answer within the request timeout: hung (stopped, deadlocked,
    swapping). Treated as unavailable, so a router takes it out for a while and retries
    the request elsewhere."""


class EngineRequestError(ValueError):
    """The engine refused the request itself (bad ids, bad sampling values): retrying it on
    another replica would fail the same way."""


@dataclass
class EngineCompletion(Completion):
    """A `Completion` plus the weight version each sampled token came from. A request in
    flight across `update_weights` continues with the new weights, so its tokens can carry
    two versions; `version` is the one of the first sampled token (the oldest)."""

    token_versions: list[int] = field(default_factory=list)
    # with params.top_logprobs = k: per sampled token, the k most likely (id, logprob) pairs
    # of the distribution its logprob comes from, most likely first
    top_logprobs: list[list[tuple[int, float]]] = field(default_factory=list)


@dataclass(slots=True)
class SampledToken:
    """One token as the engine samples it, for callers that stream (`generate(on_token=...)`)."""

    token_id: int
    logprob: float
    top: list[tuple[int, float]] | None = None  # with params.top_logprobs > 0


@dataclass
class EngineStats:
    num_running: int = 0
    num_waiting: int = 0
    version: int = 0
    num_finished: int = 0
    prompt_tokens: int = 0  # all prompt tokens received
    prefill_tokens: int = 0  # prompt tokens actually run through the model
    cached_prompt_tokens: int = 0  # prompt tokens served from the prefix cache
    generated_tokens: int = 0
    decode_steps: int = 0
    tokens_per_s: float = 0.0  # generated tokens per second over the last few seconds
    prefix_cache_bytes: int = 0
    prefix_cache_entries: int = 0


class SamplingModel(BaseModel):
    """`SamplingParams` on the wire."""

    model_config = ConfigDict(extra="forbid")
    temperature: float = Field(1.0, ge=0.0)
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    top_k: int = Field(0, ge=0)
    max_tokens: int = Field(256, ge=1)
    stop_token_ids: list[int] = Field(default_factory=list, max_length=1024)
    seed: int | None = None
    top_logprobs: int = Field(0, ge=0, le=20)

    def to_params(self) -> SamplingParams:
        return SamplingParams(**self.model_dump())


class GenerateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    prompt_ids: list[int] = Field(min_length=1)
    sampling: SamplingModel = Field(default_factory=SamplingModel)
    session_id: str | None = None


class GenerateResponse(BaseModel):
    """`EngineCompletion` on the wire, field for field."""

    token_ids: list[int]
    logprobs: list[float]
    finish_reason: str
    version: int
    prompt_tokens: int = 0
    cached_prompt_tokens: int = 0
    queue_s: float = 0.0
    ttft_s: float = 0.0
    total_s: float = 0.0
    token_versions: list[int] = Field(default_factory=list)
    top_logprobs: list[list[tuple[int, float]]] = Field(default_factory=list)

    def to_completion(self) -> EngineCompletion:
        return EngineCompletion(**self.model_dump())


class UpdateWeightsRequest(BaseModel):
    """Without `path`: pull a version >= `version` from the run's weights transport (the
    server was started with one). With `path`: a safetensors file on the server's machine
    (or a filesystem it shares) and the version its weights are."""

    model_config = ConfigDict(extra="forbid")
    path: str | None = None
    version: int
