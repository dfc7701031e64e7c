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
