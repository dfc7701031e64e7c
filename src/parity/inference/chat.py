"""OpenAI chat on top of a token-level engine: render, sample settings, parse, respond.

The prompt is the tokenizer's own chat template, `apply_chat_template(messages, tools=tools,
add_generation_prompt=True, tokenize=True)`, so the ids are what the model was trained on.
An assistant message's `tool_calls[].function.arguments` arrive as JSON text (OpenAI) and
are handed to the template as objects, as vLLM does, because Qwen-style templates write
them with `tojson`. Tool calls come back out of the text with `parse_hermes`
(`<tool_call>{"name": ..., "arguments": {...}}</tool_call>`); when a block is malformed the
raw text is kept as `content`, so nothing the model wrote is lost.

Stop strings are checked on the decoded tail after every token (a multi-token string
stops generation as soon as it is complete); the returned text ends before the stop string,
while `token_ids` keep every sampled id, since ids cannot be split. Text is decoded with
`skip_special_tokens` (default true): a tokenizer that marks `<tool_call>` as special
needs `"skip_special_tokens": false`.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from parity.agent.parsing import ParsedTurn, parse_hermes
from parity.inference.engine import SamplingParams
from parity.inference.records import EngineCompletion, EngineRequestError

STOP_TAIL_TOKENS = 8  # decoded past the longest stop string, for tokens that span it


class ChatFunctionCall(BaseModel):
    name: str
    arguments: str | dict[str, Any] = "{}"


class ChatToolCall(BaseModel):
    id: str | None = None
    type: Literal["function"] = "function"
    function: ChatFunctionCall


class ChatMessage(BaseModel):
    # Templates may read fields beyond these (reasoning_content, ...): kept and passed on.
    model_config = ConfigDict(extra="allow")
    role: Literal["system", "developer", "user", "assistant", "tool"]
    content: str | list[dict[str, Any]] | None = None
    tool_calls: list[ChatToolCall] | None = None
    tool_call_id: str | None = None
    name: str | None = None


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    messages: list[ChatMessage] = Field(min_length=1)
    model: str | None = None
    tools: list[dict[str, Any]] | None = None
    tool_choice: Literal["auto", "none"] | None = None  # "none": tools neither shown nor parsed
    parallel_tool_calls: bool | None = None
    temperature: float = Field(1.0, ge=0.0)
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    top_k: int = Field(0, ge=-1)  # vLLM/SGLang extension; -1 or 0: off
    max_tokens: int | None = Field(None, ge=1)
    max_completion_tokens: int | None = Field(None, ge=1)
    stop: str | list[str] | None = None
    stop_token_ids: list[int] | None = None
    ignore_eos: bool = False
    seed: int | None = None
    n: Literal[1] = 1
    stream: Literal[False] = False
    logprobs: bool = False
    top_logprobs: Literal[0] | None = None
    return_token_ids: bool = False
    return_tokens_as_token_ids: bool = False
    return_prompt_token_ids: bool = False
    skip_special_tokens: bool = True
    chat_template_kwargs: dict[str, Any] | None = None
    session_id: str | None = None
    user: str | None = None

    def stop_strings(self) -> list[str]:
        stops = [self.stop] if isinstance(self.stop, str) else list(self.stop or [])
        return [s for s in stops if s]


class ChatReply(BaseModel):
    role: Literal["assistant"] = "assistant"
    content: str | None = None
    tool_calls: list[ChatToolCall] | None = None


class TokenLogprob(BaseModel):
    token: str
    logprob: float
    bytes: list[int]
    top_logprobs: list[dict[str, Any]] = Field(default_factory=list)


class ChatLogprobs(BaseModel):
    content: list[TokenLogprob]


class ChatChoice(BaseModel):
    index: int = 0
    message: ChatReply
    finish_reason: str
    logprobs: ChatLogprobs | None = None
    token_ids: list[int] | None = None  # with return_token_ids
    prompt_token_ids: list[int] | None = None  # with return_prompt_token_ids


class PromptTokensDetails(BaseModel):
    cached_tokens: int = 0


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    prompt_tokens_details: PromptTokensDetails


class ParityInfo(BaseModel):
    version: int
    cached_prompt_tokens: int
    queue_s: float
    ttft_s: float
    total_s: float
    token_versions: list[int] | None = None  # with return_token_ids


class ChatCompletion(BaseModel):
    """The response; fields left None are left out of the JSON (`exclude_none`)."""

    id: str
    object: Literal["chat.completion"] = "chat.completion"
    created: int = Field(default_factory=lambda: int(time.time()))
    model: str
    choices: list[ChatChoice]
    usage: Usage
    prompt_token_ids: list[int] | None = None  # with return_token_ids, as vLLM
    parity: ParityInfo


def _template_message(m: ChatMessage) -> dict[str, Any]:
    out = m.model_dump(exclude_none=True)
    if isinstance(m.content, list):  # OpenAI content parts: text only
        out["content"] = "".join(p.get("text", "") for p in m.content if p.get("type") == "text")
    for call in out.get("tool_calls", []):
        args = call["function"].get("arguments")
        if isinstance(args, str):
            try:
                call["function"]["arguments"] = json.loads(args)
            except json.JSONDecodeError:
                pass  # the template writes the text as it is
    return out


class ChatRenderer:
    def __init__(self, tokenizer: Any, eos_token_ids: list[int]) -> None:
        if not getattr(tokenizer, "chat_template", None):
            raise ValueError("the tokenizer has no chat template")
        self.tokenizer = tokenizer
        # Stop strings are checked on the engine's thread: it decodes with its own copy, since
        # a fast tokenizer shared across threads can fail with "Already borrowed".
        self._stop_tokenizer = copy.deepcopy(tokenizer)
        eos = list(eos_token_ids)
        if tokenizer.eos_token_id is not None and tokenizer.eos_token_id not in eos:
            eos.append(tokenizer.eos_token_id)
        self.eos_token_ids = eos

    @staticmethod
    def _tools(req: ChatRequest) -> list[dict[str, Any]] | None:
        return None if req.tool_choice == "none" else req.tools

    def render(self, req: ChatRequest) -> list[int]:
        from jinja2 import TemplateError

        try:
            out = self.tokenizer.apply_chat_template(
                [_template_message(m) for m in req.messages], tools=self._tools(req),
                add_generation_prompt=True, tokenize=True, **(req.chat_template_kwargs or {}))
        except (TemplateError, TypeError, ValueError, KeyError) as e:
            raise EngineRequestError(f"the chat template could not render these messages: {e}") from e
        ids = out["input_ids"] if isinstance(out, Mapping) else out
        if ids and isinstance(ids[0], list):
            ids = ids[0]
        return [int(t) for t in ids]

    def sampling(self, req: ChatRequest, prompt_ids: list[int], max_seq_len: int):
        room = max_seq_len - len(prompt_ids)
        if room < 1:
            raise EngineRequestError(f"the rendered prompt has {len(prompt_ids)} tokens; the "
                                     f"model holds {max_seq_len}")
        stop_ids = list(req.stop_token_ids or [])
        if not req.ignore_eos:
            stop_ids += [t for t in self.eos_token_ids if t not in stop_ids]
        params = SamplingParams(
            temperature=req.temperature, top_p=req.top_p, top_k=max(req.top_k, 0),
            max_tokens=min(req.max_completion_tokens or req.max_tokens or room, room),
            stop_token_ids=stop_ids, seed=req.seed)
        stops = req.stop_strings()
        if not stops:
            return params, None
        window = max(len(s) for s in stops) + STOP_TAIL_TOKENS
        decode = self._stop_tokenizer.decode

        def stop(ids: list[int]) -> bool:
            tail = decode(ids[-window:], skip_special_tokens=req.skip_special_tokens)
            return any(s in tail for s in stops)

        return params, stop

    def response(self, req: ChatRequest, prompt_ids: list[int], c: EngineCompletion,
                 model_name: str, response_id: str) -> ChatCompletion:
        ids = c.token_ids
        ended_by = set(req.stop_token_ids or []) | set([] if req.ignore_eos else self.eos_token_ids)
        if c.finish_reason == "stop" and ids and ids[-1] in ended_by:
            ids = ids[:-1]
        text = self.tokenizer.decode(ids, skip_special_tokens=req.skip_special_tokens)
        stops = [s for s in req.stop_strings() if s in text]
        if stops and c.finish_reason == "stop":
            text = text[:min(text.index(s) for s in stops)]
        parsed = parse_hermes(text) if self._tools(req) else ParsedTurn(content=text)
        calls = [ChatToolCall(id=call.id, function=ChatFunctionCall(name=call.name, arguments=call.arguments))
                 for call in parsed.calls]
        finish = "tool_calls" if calls and c.finish_reason == "stop" else c.finish_reason
        choice = ChatChoice(
            message=ChatReply(content=text if parsed.errors or not calls else parsed.content,
                              tool_calls=calls or None),
            finish_reason=finish)
        if req.logprobs:
            pieces = self.tokenizer.batch_decode([[t] for t in c.token_ids])
            choice.logprobs = ChatLogprobs(content=[
                TokenLogprob(token=f"token_id:{t}" if req.return_tokens_as_token_ids else piece,
                             logprob=lp, bytes=list(piece.encode("utf-8")))
                for t, lp, piece in zip(c.token_ids, c.logprobs, pieces, strict=True)])
        parity = ParityInfo(version=c.version, cached_prompt_tokens=c.cached_prompt_tokens,
                            queue_s=c.queue_s, ttft_s=c.ttft_s, total_s=c.total_s)
        body = ChatCompletion(
            id=response_id, model=model_name, choices=[choice], parity=parity,
            usage=Usage(prompt_tokens=len(prompt_ids), completion_tokens=len(c.token_ids),
                        total_tokens=len(prompt_ids) + len(c.token_ids),
                        prompt_tokens_details=PromptTokensDetails(cached_tokens=c.cached_prompt_tokens)))
        if req.return_token_ids:
            choice.token_ids = list(c.token_ids)
            body.prompt_token_ids = list(prompt_ids)
            parity.token_versions = list(getattr(c, "token_versions", []))
        if req.return_prompt_token_ids:
            choice.prompt_token_ids = list(prompt_ids)
        return body
