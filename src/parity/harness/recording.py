"""Every model call of a harness rollout, as the engine saw it, and the token segments a
trainer can take from them.

A harness sends whole conversations; the server renders each into prompt ids itself
(`inference/server.py`, with a `CallRecorder`), so what is recorded is exact by construction:
the prompt ids the engine read, the ids it sampled, their logprobs and the weights version.
Stitching: call k+1 continues call k's segment when its prompt begins with call k's prompt
followed by call k's sampled ids (what a harness that appends to its history sends: the
assistant's reply re-rendered as it was sampled). Anywhere else, a harness that truncated
or summarized its history, or a reply whose re-rendering tokenizes differently, starts a new
segment; each segment is trained on its own, and the share of calls that continued one is
reported (`stitched_share`).
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass, field
from typing import Any

from parity.types import Record, TokenSegment


class RecordedCall(Record):
    prompt_ids: list[int]
    completion_ids: list[int]  # every sampled id, the stop token included
    logprobs: list[float]
    version: int
    finish_reason: str
    generate_s: float = 0.0  # the engine's time on it, queueing included
    cached_prompt_tokens: int = 0
    content: str = ""  # what the harness received: the reply's text
    tool_calls: list[dict[str, Any]] = []  # and its tool calls, OpenAI-shaped
    text_only: bool = False  # answered by a remote server: no token ids


@dataclass
class Recording:
    key: str
    calls: list[RecordedCall] = field(default_factory=list)
    refusals: list[tuple[int, str]] = field(default_factory=list)  # (status, message)


class HarnessRecorder:
    """The server's `CallRecorder`: one bearer key per rollout, opened before the harness
    starts and closed after it ends (a key closed is refused like any unknown key). Thread
    safe: the server answers on its own thread."""

    def __init__(self) -> None:
        self._open: dict[str, Recording] = {}
        self._lock = threading.Lock()

    def open(self) -> Recording:
        rec = Recording(key="parity-rollout-" + secrets.token_hex(16))
        with self._lock:
            self._open[rec.key] = rec
        return rec

    def close(self, key: str) -> Recording:
        with self._lock:
            return self._open.pop(key)

    def knows(self, key: str) -> bool:
        with self._lock:
            return key in self._open

    def record(self, key: str, prompt_ids: list[int], completion: Any,
               reply: dict[str, Any]) -> None:
        _, message = _reply_message(reply)
        self._add(key, RecordedCall(
            prompt_ids=list(prompt_ids), completion_ids=list(completion.token_ids),
            logprobs=list(completion.logprobs), version=completion.version,
            finish_reason=str(completion.finish_reason),
            generate_s=float(getattr(completion, "total_s", 0.0) or 0.0),
            cached_prompt_tokens=int(getattr(completion, "cached_prompt_tokens", 0) or 0),
            content=message.get("content") or "",
            tool_calls=list(message.get("tool_calls") or [])))

    def record_text(self, key: str, reply: dict[str, Any]) -> None:
        """A call answered by a remote server: what the harness received, no token ids."""
        choice, message = _reply_message(reply)
        self._add(key, RecordedCall(
            prompt_ids=[], completion_ids=[], logprobs=[], version=-1,
            finish_reason=str(choice.get("finish_reason") or ""),
            content=message.get("content") or "",
            tool_calls=list(message.get("tool_calls") or []), text_only=True))

    def _add(self, key: str, call: RecordedCall) -> None:
        with self._lock:
            rec = self._open.get(key)
            if rec is not None:
                rec.calls.append(call)

    def refused(self, key: str, status: int, message: str) -> None:
        with self._lock:
            rec = self._open.get(key)
            if rec is not None:
                rec.refusals.append((status, message[:500]))


def _reply_message(reply: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """An OpenAI chat reply's first choice and its message (empty where missing)."""
    choice = (reply.get("choices") or [{}])[0] or {}
    return choice, choice.get("message") or {}


def stitch(calls: list[RecordedCall]) -> list[TokenSegment]:
    """The calls in order, as segments (module docstring); calls with no token ids (a
    remote server's) make none."""
    segments: list[TokenSegment] = []
    for call in calls:
        if call.text_only:
            continue
        seg = segments[-1] if segments else None
        if seg is not None and call.prompt_ids[:len(seg.token_ids)] == seg.token_ids:
            new = call.prompt_ids[len(seg.token_ids):]  # what the harness added: tool output
            seg.calls += 1
        else:
            seg = TokenSegment(token_ids=[], loss_mask=[], logprobs=[], versions=[], calls=1)
            segments.append(seg)
            new = call.prompt_ids
        seg.token_ids += new + call.completion_ids
        seg.loss_mask += [0] * len(new) + [1] * len(call.completion_ids)
        seg.logprobs += [0.0] * len(new) + call.logprobs
        seg.versions += [-1] * len(new) + [call.version] * len(call.completion_ids)
    return segments


def stitched_share(segments: list[TokenSegment]) -> float:
    """Of the calls after each segment's first, the share that continued a segment: 1.0
    when the whole rollout is one sequence, 0.0 when every call started afresh."""
    calls = sum(s.calls for s in segments)
    return 1.0 if calls <= 1 else (calls - len(segments)) / (calls - 1)
