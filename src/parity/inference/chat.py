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
needs `"skip_special_tokens": false`. The sampling fields, stop strings and decoding are the
text layer `/v1/completions` shares (completions.py).

`"stream": true` is `ChatStream` (chunks built from token batches, see streaming.py): the
concatenated content deltas equal the non-streamed content, and a tool call arrives whole, as
a `delta.tool_calls` entry, when its block closes. Differences from the non-streamed reply:
a malformed block is sent as raw content alongside the calls that did parse (non-streamed, the
whole raw text becomes the content), and leading whitespace before a call is not stripped.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from parity.format.toolcalls import ParsedTurn, parse_hermes
from parity.inference.completions import (
    MAX_TOP_LOGPROBS,
    ParityInfo,
    SamplingFields,
    TextCodec,
    Usage,
)
from parity.inference.records import EngineCompletion, EngineRequestError, SampledToken
from parity.inference.streaming import HermesDeltas, StreamText
from parity.types import ToolCall


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


class ChatRequest(SamplingFields):
    messages: list[ChatMessage] = Field(min_length=1)
    tools: list[dict[str, Any]] | None = None
    tool_choice: Literal["auto", "none"] | None = None  # "none": tools neither shown nor parsed
    parallel_tool_calls: bool | None = None
    max_tokens: int | None = Field(None, ge=1)
    max_completion_tokens: int | None = Field(None, ge=1)
    logprobs: bool = False
    top_logprobs: int | None = Field(None, ge=0, le=MAX_TOP_LOGPROBS)
    return_prompt_token_ids: bool = False
    chat_template_kwargs: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _top_needs_logprobs(self) -> ChatRequest:
        if self.top_logprobs and not self.logprobs:
            raise ValueError("top_logprobs needs logprobs: true")
        return self


class ChatReply(BaseModel):
    role: Literal["assistant"] = "assistant"
    content: str | None = None
    tool_calls: list[ChatToolCall] | None = None


class TopLogprob(BaseModel):
    token: str
    logprob: float
    bytes: list[int]


class TokenLogprob(TopLogprob):
    top_logprobs: list[TopLogprob] = Field(default_factory=list)


class ChatLogprobs(BaseModel):
    content: list[TokenLogprob]


class ChatChoice(BaseModel):
    index: int = 0
    message: ChatReply
    finish_reason: str
    logprobs: ChatLogprobs | None = None
    token_ids: list[int] | None = None  # with return_token_ids
    prompt_token_ids: list[int] | None = None  # with return_prompt_token_ids


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


class ChatRenderer(TextCodec):
    def __init__(self, tokenizer: Any, eos_token_ids: list[int]) -> None:
        if not getattr(tokenizer, "chat_template", None):
            raise ValueError("the tokenizer has no chat template")
        super().__init__(tokenizer, eos_token_ids)

    @staticmethod
    def tools(req: ChatRequest) -> list[dict[str, Any]] | None:
        return None if req.tool_choice == "none" else req.tools

    def render(self, req: ChatRequest) -> list[int]:
        from jinja2 import TemplateError

        try:
            out = self.tokenizer.apply_chat_template(
                [_template_message(m) for m in req.messages], tools=self.tools(req),
                add_generation_prompt=True, tokenize=True, **(req.chat_template_kwargs or {}))
        except (TemplateError, TypeError, ValueError, KeyError) as e:
            raise EngineRequestError(f"the chat template could not render these messages: {e}") from e
        ids = out["input_ids"] if isinstance(out, Mapping) else out
        if ids and isinstance(ids[0], list):
            ids = ids[0]
        return [int(t) for t in ids]

    def chat_sampling(self, req: ChatRequest, prompt_ids: list[int], max_seq_len: int):
        return self.sampling(req, prompt_ids, max_seq_len,
                             req.max_completion_tokens or req.max_tokens,
                             (req.top_logprobs or 0) if req.logprobs else 0)

    def token_logprobs(self, req: ChatRequest, ids: list[int], logprobs: list[float],
                       tops: list[list[tuple[int, float]]] | list[None]) -> ChatLogprobs:
        """OpenAI's `logprobs.content`: per token its text, logprob, UTF-8 bytes and the
        `top_logprobs` most likely alternatives (most likely first)."""
        top_lists = [top or [] for top in tops] or [[] for _ in ids]
        flat = ids + [t for top in top_lists for t, _ in top]
        pieces = iter(self.tokenizer.batch_decode([[t] for t in flat]))
        as_ids = req.return_tokens_as_token_ids

        def entry(t: int, lp: float) -> dict[str, Any]:
            piece = next(pieces)
            return {"token": f"token_id:{t}" if as_ids else piece, "logprob": lp,
                    "bytes": list(piece.encode("utf-8"))}

        sampled = [entry(t, lp) for t, lp in zip(ids, logprobs, strict=True)]
        return ChatLogprobs(content=[
            TokenLogprob(**e, top_logprobs=[TopLogprob(**entry(t, lp)) for t, lp in top])
            for e, top in zip(sampled, top_lists, strict=True)])

    def response(self, req: ChatRequest, prompt_ids: list[int], c: EngineCompletion,
                 model_name: str, response_id: str) -> ChatCompletion:
        text, _ = self.finish(req, c)
        parsed = parse_hermes(text) if self.tools(req) else ParsedTurn(content=text)
        calls = [_tool_call(call) for call in parsed.calls]
        finish = "tool_calls" if calls and c.finish_reason == "stop" else c.finish_reason
        choice = ChatChoice(
            message=ChatReply(content=text if parsed.errors or not calls else parsed.content,
                              tool_calls=calls or None),
            finish_reason=finish)
        if req.logprobs:
            choice.logprobs = self.token_logprobs(req, c.token_ids, c.logprobs, c.top_logprobs)
        body = ChatCompletion(id=response_id, model=model_name, choices=[choice],
                              parity=ParityInfo.of(c, req.return_token_ids),
                              usage=Usage.of(prompt_ids, c))
        if req.return_token_ids:
            choice.token_ids = list(c.token_ids)
            body.prompt_token_ids = list(prompt_ids)
        if req.return_prompt_token_ids:
            choice.prompt_token_ids = list(prompt_ids)
        return body


def _tool_call(call: ToolCall) -> ChatToolCall:
    return ChatToolCall(id=call.id, function=ChatFunctionCall(name=call.name, arguments=call.arguments))


# ---- streaming -------------------------------------------------------------------------------


class FunctionDelta(BaseModel):
    name: str | None = None
    arguments: str | None = None


class ToolCallDelta(BaseModel):
    index: int
    id: str | None = None
    type: Literal["function"] | None = None
    function: FunctionDelta


class ChatDelta(BaseModel):
    role: Literal["assistant"] | None = None
    content: str | None = None
    tool_calls: list[ToolCallDelta] | None = None


class ChatStreamChoice(BaseModel):
    index: int = 0
    delta: ChatDelta
    logprobs: ChatLogprobs | None = None
    finish_reason: str | None = None
    token_ids: list[int] | None = None  # with return_token_ids: this chunk's ids


class ChatCompletionChunk(BaseModel):
    id: str
    object: Literal["chat.completion.chunk"] = "chat.completion.chunk"
    created: int = Field(default_factory=lambda: int(time.time()))
    model: str
    choices: list[ChatStreamChoice]
    usage: Usage | None = None  # the last chunk, with stream_options.include_usage
    prompt_token_ids: list[int] | None = None  # the first chunk, with return_token_ids
    parity: ParityInfo | None = None  # the chunk with the finish_reason


class ChatStream:
    """One streamed chat request (the `Streamer` protocol of streaming.py): a role chunk, then
    per token batch a chunk with the new content, tool calls, logprobs and token ids, then the
    finish chunk (`finish_reason`, `parity`) and, when asked, the usage chunk (no choices)."""

    def __init__(self, renderer: ChatRenderer, req: ChatRequest, prompt_ids: list[int],
                 model_name: str, response_id: str) -> None:
        self.renderer, self.req, self.prompt_ids = renderer, req, prompt_ids
        self.model_name, self.id = model_name, response_id
        self.text: StreamText = renderer.stream_text(req)
        self.calls = HermesDeltas() if renderer.tools(req) else None
        self.num_calls = 0

    def _chunk(self, choices: list[ChatStreamChoice], **fields: Any) -> dict[str, Any]:
        out = ChatCompletionChunk(id=self.id, model=self.model_name, choices=choices,
                                  **fields).model_dump(exclude_none=True)
        for choice in out["choices"]:
            choice.setdefault("finish_reason", None)
        return out

    def _delta(self, text: str, calls: list[ToolCall]) -> ChatDelta:
        deltas = []
        for call in calls:
            deltas.append(ToolCallDelta(index=self.num_calls, id=call.id, type="function",
                                        function=FunctionDelta(name=call.name, arguments=call.arguments)))
            self.num_calls += 1
        return ChatDelta(content=text or None, tool_calls=deltas or None)

    def start(self) -> list[dict[str, Any]]:
        first = ChatStreamChoice(delta=ChatDelta(role="assistant", content=""))
        ids = list(self.prompt_ids) if self.req.return_token_ids else None
        return [self._chunk([first], prompt_token_ids=ids)]

    def push(self, batch: list[SampledToken]) -> list[dict[str, Any]]:
        ids = [t.token_id for t in batch]
        text = self.text.push(ids)
        text, calls = self.calls.push(text) if self.calls else (text, [])
        choice = ChatStreamChoice(delta=self._delta(text, calls))
        if self.req.logprobs:
            choice.logprobs = self.renderer.token_logprobs(
                self.req, ids, [t.logprob for t in batch], [t.top for t in batch])
        if self.req.return_token_ids:
            choice.token_ids = ids
        if not (text or calls or choice.logprobs or choice.token_ids):
            return []
        return [self._chunk([choice])]

    def finish(self, c: EngineCompletion) -> list[dict[str, Any]]:
        final, _ = self.renderer.finish(self.req, c)
        text, calls = self.text.finish(final), []
        if self.calls:
            text, calls = self.calls.push(text)
            text += self.calls.finish()
        made_calls = self.num_calls + len(calls) > 0
        finish = "tool_calls" if made_calls and c.finish_reason == "stop" else c.finish_reason
        choice = ChatStreamChoice(delta=self._delta(text, calls), finish_reason=finish)
        chunks = [self._chunk([choice], parity=ParityInfo.of(c, self.req.return_token_ids))]
        if self.req.include_usage():
            chunks.append(self._chunk([], usage=Usage.of(self.prompt_ids, c)))
        return chunks
