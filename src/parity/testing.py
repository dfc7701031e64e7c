"""Deterministic stand-ins that ship with the package, so tests and demos need no mocks.

`ScriptedEngine` implements the Engine protocol: each `generate` returns the tokens of the
next scripted reply (plus the end-of-turn token), with fixed logprobs, and records exactly
what it returned, so a test can check that the trajectory holds those very ids.
"""

from __future__ import annotations

from typing import Any

from parity.inference.engine import Completion, SamplingParams


class ScriptedEngine:
    def __init__(self, tokenizer: Any, replies: list[str], logprob: float = -0.5,
                 version: int = 0) -> None:
        self.tokenizer = tokenizer
        self.replies = list(replies)
        self.logprob = logprob
        self.version = version
        self.prompts: list[list[int]] = []
        self.returned: list[list[int]] = []
        self.im_end_id = tokenizer.convert_tokens_to_ids("<|im_end|>")

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> Completion:
        self.prompts.append(list(prompt_ids))
        text = self.replies.pop(0) if self.replies else "Done."
        ids = self.tokenizer.encode(text, add_special_tokens=False)
        finish = "stop"
        if len(ids) >= params.max_tokens:
            ids, finish = ids[: params.max_tokens], "length"
        else:
            ids = ids + [self.im_end_id]
        self.returned.append(list(ids))
        # distinct, position-dependent values so misalignment would show in a test
        logprobs = [self.logprob - 0.001 * i for i in range(len(ids))]
        return Completion(token_ids=ids, logprobs=logprobs, finish_reason=finish,
                          version=self.version, prompt_tokens=len(prompt_ids))

    async def update_weights(self, state: Any, version: int) -> None:
        self.version = version


class ScriptedSolverEngine:
    """Many scripted agents behind one Engine: each trajectory (by session id) draws one of
    `scripts` with a seeded RNG and replays it, after a latency drawn from `latency_s`."""

    def __init__(self, tokenizer: Any, scripts: list[list[str]], weights: list[float],
                 seed: int = 0, latency_s: Any = None) -> None:
        import random

        self.tokenizer = tokenizer
        self.scripts = scripts
        self.weights = weights
        self.rng = random.Random(seed)
        self.latency_s = latency_s or (lambda rng: 0.0)
        self.version = 0
        self.assigned: dict[str, list[str]] = {}
        self.im_end_id = tokenizer.convert_tokens_to_ids("<|im_end|>")

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> Completion:
        import asyncio

        key = session_id or "default"
        if key not in self.assigned:
            self.assigned[key] = list(self.rng.choices(self.scripts, self.weights)[0])
        replies = self.assigned[key]
        text = replies.pop(0) if replies else "Done."
        await asyncio.sleep(self.latency_s(self.rng))
        ids = self.tokenizer.encode(text, add_special_tokens=False)[: params.max_tokens - 1]
        ids.append(self.im_end_id)
        return Completion(token_ids=ids, logprobs=[-0.1] * len(ids), finish_reason="stop",
                          version=self.version, prompt_tokens=len(prompt_ids))

    async def update_weights(self, state: Any, version: int) -> None:
        self.version = version
