"""Engines that replay scripted replies: a reproducible model for `parity agent --model
scripted:FILE`, for demonstrations (rollout/demos.py), for benchmarks, and for tests.

Both implement the Engine protocol with real tokenization: each `generate` returns the token
ids of the next scripted reply plus the end-of-turn token, with fixed logprobs, so the agent
loop, the workers and the trainer see exactly what a sampling engine would give them.
`ScriptedEngine` plays one script and records what it returned (a test can check that the
trajectory holds those very ids); `ScriptedSolverEngine` serves many sessions, each replaying
one of several scripts drawn with a seeded RNG, after a drawn latency; neither reads the
prompt. `ReactiveEngine` does: each reply is a function of what the conversation showed since
the last one (the tool outputs, decoded), for a demonstration that acts on a traceback it has
just seen (parity.rollout.solver.EngineerSolver).
"""

from __future__ import annotations

from typing import Any

from parity.inference.engine import Completion, SamplingParams


def _end_of_turn(params: SamplingParams, tokenizer: Any) -> int:
    """The token a reply ends with: the first stop id the request names (TokenPolicy puts
    its chat template's end-of-turn token first), else the tokenizer's eos."""
    return params.stop_token_ids[0] if params.stop_token_ids else tokenizer.eos_token_id


class ScriptedEngine:
    def __init__(self, tokenizer: Any, replies: list[str], logprob: float = -0.5,
                 version: int = 0) -> None:
        self.tokenizer = tokenizer
        self.replies = list(replies)
        self.logprob = logprob
        self.version = version
        self.prompts: list[list[int]] = []
        self.returned: list[list[int]] = []
        self.params: list[SamplingParams] = []  # what each request asked for (its stop ids)

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> Completion:
        self.prompts.append(list(prompt_ids))
        self.params.append(params)
        text = self._next_reply(prompt_ids)
        ids = self.tokenizer.encode(text, add_special_tokens=False)
        finish = "stop"
        if len(ids) >= params.max_tokens:
            ids, finish = ids[: params.max_tokens], "length"
        else:
            ids = ids + [_end_of_turn(params, self.tokenizer)]
        self.returned.append(list(ids))
        # distinct, position-dependent values so misalignment would show in a test
        logprobs = [self.logprob - 0.001 * i for i in range(len(ids))]
        return Completion(token_ids=ids, logprobs=logprobs, finish_reason=finish,
                          version=self.version, prompt_tokens=len(prompt_ids))

    def _next_reply(self, prompt_ids: list[int]) -> str:
        return self.replies.pop(0) if self.replies else "Done."

    async def update_weights(self, state: Any, version: int) -> None:
        self.version = version


class ReactiveEngine(ScriptedEngine):
    """One conversation whose replies come from `reply(shown)`: `shown` is the text the
    prompt added since this engine's last reply (the first time: the whole prompt), special
    tokens left out. `reply` returns the next reply's text, or None to stop ("Done.")."""

    def __init__(self, tokenizer: Any, reply: Any, logprob: float = -0.5,
                 version: int = 0) -> None:
        super().__init__(tokenizer, [], logprob, version)
        self.reply = reply

    def _next_reply(self, prompt_ids: list[int]) -> str:
        seen = len(self.prompts[-2]) + len(self.returned[-1]) if self.returned else 0
        shown = self.tokenizer.decode(prompt_ids[seen:], skip_special_tokens=True)
        text = self.reply(shown)
        return "Done." if text is None else text


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
        ids.append(_end_of_turn(params, self.tokenizer))
        return Completion(token_ids=ids, logprobs=[-0.1] * len(ids), finish_reason="stop",
                          version=self.version, prompt_tokens=len(prompt_ids))

    async def update_weights(self, state: Any, version: int) -> None:
        self.version = version
