"""The Engine protocol: token ids in, token ids and their logprobs out.

Everything above an engine (agent loop, rollouts, training) speaks token ids, never text, so
what the trainer sees is exactly what the engine sampled. `version` is the policy version of
the weights in use; `update_weights` switches versions between decode steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

FinishReason = Literal["stop", "length", "abort"]


@dataclass
class SamplingParams:
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = 0  # 0: no top-k
    max_tokens: int = 256
    stop_token_ids: list[int] = field(default_factory=list)
    seed: int | None = None
    top_logprobs: int = 0  # alternatives reported per sampled token (most likely first)


@dataclass
class Completion:
    token_ids: list[int]
    logprobs: list[float]  # the engine's logprob of each sampled token, under `version`
    finish_reason: FinishReason
    version: int
    prompt_tokens: int = 0
    cached_prompt_tokens: int = 0  # prompt tokens served from the prefix cache
    queue_s: float = 0.0
    ttft_s: float = 0.0  # time to first token
    total_s: float = 0.0


class Engine(Protocol):
    version: int

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> Completion: ...

    async def update_weights(self, state: Any, version: int) -> None: ...


async def context_tokens(engine: Any) -> int | None:
    """The most tokens, prompt and output, one sequence may hold on `engine`, where it says:
    `max_seq_len` (the built-in engine), `max_model_len` (a started VllmEngine), an async
    `context_tokens()` (a server or actor client), the smallest over a Router's replicas.
    None where the engine does not say. This, not the tokenizer's `model_max_length`, is the
    agent loop's context window: a prompt past it is refused by the engine."""
    replicas = getattr(engine, "replicas", None)
    if replicas is not None:
        sizes = [await context_tokens(getattr(r, "engine", r)) for r in replicas]
        return None if not sizes or None in sizes else min(s for s in sizes if s is not None)
    ask = getattr(engine, "context_tokens", None)
    if callable(ask):
        return await ask()
    for name in ("max_seq_len", "max_model_len"):
        value = getattr(engine, name, None)
        if isinstance(value, int) and value > 0:
            return value
    return None
