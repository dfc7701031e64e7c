"""The two kinds of policy the loop drives.

`TokenPolicy` talks token ids to an Engine (the built-in engine, in process or over HTTP,
or a router over replicas) and renders the conversation exactly as the model's chat template
does, one appended segment at a time (the segments and stop ids come from format/chat_format.py,
so any template with tool support works, not only ChatML). `ChatPolicy` talks messages to
any OpenAI-compatible server (vLLM, SGLang, a hosted model) for product use; it records no
token ids unless the server returns them, so it is for running, not for training.
"""

from __future__ import annotations

import json
from typing import Any

from parity.agent.loop import PolicyStep
from parity.format.chat_format import ChatFormat
from parity.format.toolcalls import parse_hermes, parse_openai_message
from parity.inference.engine import Engine, SamplingParams
from parity.tools.registry import cap_text
from parity.types import Message, Trajectory


class TokenPolicy:
    def __init__(self, engine: Engine, tokenizer: Any, sampling: SamplingParams | None = None,
                 context_window: int | None = None, chat_format: ChatFormat | None = None) -> None:
        self.engine = engine
        self.tokenizer = tokenizer
        self.sampling = sampling or SamplingParams(temperature=0.0)
        self.format = chat_format or ChatFormat(tokenizer)
        self.tools: list[dict] = []  # one policy serves one environment's tool set
        self.context_window = context_window or getattr(tokenizer, "model_max_length", 32768)
        if self.context_window > 10**7:  # tokenizers without a limit say 1e30
            self.context_window = 32768

    def _append(self, traj: Trajectory, ids: list[int]) -> None:
        traj.token_ids += ids
        traj.loss_mask += [0] * len(ids)
        traj.logprobs += [0.0] * len(ids)
        traj.versions += [-1] * len(ids)

    def start(self, traj: Trajectory, system: str, user: str, tools: list[dict]) -> None:
        self.tools = tools
        traj.messages = [Message(role="system", content=system), Message(role="user", content=user)]
        self._append(traj, self.format.prompt_ids(system, user, tools))
        traj.prompt_len = len(traj.token_ids)

    def room_left(self, traj: Trajectory) -> int:
        return self.context_window - len(traj.token_ids)

    async def step(self, traj: Trajectory, max_tokens: int) -> PolicyStep:
        params = SamplingParams(**{**self.sampling.__dict__, "max_tokens": max_tokens,
                                   "stop_token_ids": list(self.format.stop_token_ids)})
        out = await self.engine.generate(list(traj.token_ids), params, session_id=traj.id)
        ids = list(out.token_ids)
        traj.token_ids += ids
        traj.loss_mask += [1] * len(ids)
        traj.logprobs += list(out.logprobs)
        traj.versions += [out.version] * len(ids)
        self._append(traj, self.format.close_turn_ids(ids))  # a length cut is closed here too
        body = ids[:-1] if ids and ids[-1] in self.format.stop_token_ids else ids
        text = self.tokenizer.decode(body, skip_special_tokens=False)
        parsed = parse_hermes(text)
        # The ids are the truth; the message is a view of them. A turn with a malformed call
        # keeps its raw text, which is what the model wrote and what it will see again.
        traj.messages.append(
            Message(role="assistant", content=text, tool_calls=[]) if parsed.errors
            else Message(role="assistant", content=parsed.content, tool_calls=parsed.calls))
        return PolicyStep(parsed=parsed, text=text, version=out.version,
                          finish_reason=out.finish_reason, num_tokens=len(ids),
                          cached_prompt_tokens=out.cached_prompt_tokens)

    def observe(self, traj: Trajectory, observations: list[tuple[str, str]],
                max_tokens: int | None = None) -> None:
        outputs = [output for _, output in observations]
        results, ids = self._observation(traj, observations, outputs)
        if max_tokens is not None and len(ids) > max_tokens:
            # the template's own tokens (roles, separators) are not ours to cut: measure them
            # with empty outputs, then give the outputs what is left, in bytes at the rate
            # these outputs tokenize, shrinking until the ids fit
            frame = len(self._observation(traj, observations, [""] * len(outputs))[1])
            content = max(len(ids) - frame, 1)
            total = sum(len(o.encode("utf-8", "replace")) for o in outputs)
            scale = 0.95
            for _ in range(6):
                allowed = int(max(max_tokens - frame, 0) * total / content * scale)
                results, ids = self._observation(traj, observations, fit_outputs(outputs, allowed))
                if len(ids) <= max_tokens:
                    break
                scale *= 0.8
        traj.messages += results
        self._append(traj, ids)

    def _observation(self, traj: Trajectory, observations: list[tuple[str, str]],
                     outputs: list[str]) -> tuple[list[Message], list[int]]:
        results = [Message(role="tool", content=output, tool_call_id=call_id)
                   for (call_id, _), output in zip(observations, outputs, strict=True)]
        ids = self.format.observation_ids([m.to_openai() for m in traj.messages],
                                          [m.to_openai() for m in results], self.tools)
        return results, ids


class ChatPolicy:
    """Messages to an OpenAI-compatible `/v1/chat/completions`."""

    def __init__(self, url: str, model: str = "default", api_key: str | None = None,
                 temperature: float = 0.0, timeout_s: float = 600.0) -> None:
        import httpx

        self.url = url.rstrip("/")
        if not self.url.endswith("/v1"):
            self.url += "/v1"
        self.model = model
        self.temperature = temperature
        self.tools: list[dict] = []
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.http = httpx.AsyncClient(headers=headers, timeout=timeout_s)

    def start(self, traj: Trajectory, system: str, user: str, tools: list[dict]) -> None:
        self.tools = tools
        traj.messages = [Message(role="system", content=system), Message(role="user", content=user)]

    def room_left(self, traj: Trajectory) -> int:
        return 1 << 30  # the server enforces its own context window

    async def step(self, traj: Trajectory, max_tokens: int) -> PolicyStep:
        body = {"model": self.model, "messages": [m.to_openai() for m in traj.messages],
                "tools": self.tools, "temperature": self.temperature, "max_tokens": max_tokens}
        r = await self.http.post(f"{self.url}/chat/completions", json=body)
        if r.status_code >= 400:
            raise RuntimeError(f"{self.url} answered {r.status_code}: {r.text[:500]}")
        choice = r.json()["choices"][0]
        message = choice["message"]
        parsed = parse_openai_message(message)
        traj.messages.append(Message(role="assistant", content=parsed.content,
                                     tool_calls=parsed.calls))
        text = parsed.content + "".join(
            f"\n<tool_call>{json.dumps({'name': c.name, 'arguments': _loads(c.arguments)})}</tool_call>"
            for c in parsed.calls)
        usage = r.json().get("usage") or {}
        return PolicyStep(parsed=parsed, text=text, version=0,
                          finish_reason=choice.get("finish_reason") or "stop",
                          num_tokens=int(usage.get("completion_tokens", 0)))

    def observe(self, traj: Trajectory, observations: list[tuple[str, str]],
                max_tokens: int | None = None) -> None:
        outputs = [output for _, output in observations]
        if max_tokens is not None:  # the server's tokenizer is not ours: bytes at 4 a token
            outputs = fit_outputs(outputs, 4 * max_tokens)
        for (call_id, _), output in zip(observations, outputs, strict=True):
            traj.messages.append(Message(role="tool", content=output, tool_call_id=call_id))

    async def aclose(self) -> None:
        await self.http.aclose()


MIN_OUTPUT_BYTES = 160  # what any one output keeps: its first and last lines, and the cut


def fit_outputs(outputs: list[str], max_bytes: int) -> list[str]:
    """`outputs` in `max_bytes` (UTF-8) together: short ones whole, the rest share what is
    left equally (water-filling), each cut to its head and tail (tools.registry.cap_text,
    the tools' own cut, so the model sees one kind of truncation marker)."""
    sizes = [len(o.encode("utf-8", "replace")) for o in outputs]
    if sum(sizes) <= max_bytes:
        return list(outputs)
    share = dict.fromkeys(range(len(outputs)), 0)
    left, pending = max_bytes, sorted(range(len(outputs)), key=lambda i: sizes[i])
    while pending:
        fair = left // len(pending)
        i = pending.pop(0)
        share[i] = min(sizes[i], fair)
        left -= share[i]
    return [o if sizes[i] <= share[i] else cap_text(o, max(share[i], MIN_OUTPUT_BYTES))[0]
            for i, o in enumerate(outputs)]


def _loads(arguments: str) -> Any:
    try:
        return json.loads(arguments)
    except json.JSONDecodeError:
        return arguments

