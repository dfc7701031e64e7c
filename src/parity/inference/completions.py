"""OpenAI text completions (`/v1/completions`) on a token-level engine, and the text layer the
chat route shares: sampling fields, stop strings, decoding, per-token text.

This is the route a token-in/token-out client uses against vLLM, so the fields are vLLM's:
`prompt` as text or as token ids (or a list holding one of either), `return_token_ids` ->
`choices[0].prompt_token_ids` and `choices[0].token_ids` (every sampled id, the stop token
included), `return_tokens_as_token_ids` -> tokens written `"token_id:<id>"`, `stop_reason`
(the stop string or stop token id that ended it; null for end-of-sequence), `top_k`,
`stop_token_ids`, `ignore_eos`, `skip_special_tokens`, `add_special_tokens` (text prompts).
`logprobs: k` gives the legacy shape: `tokens`, `token_logprobs`, `top_logprobs` (per
position a dict of the k most likely tokens plus the sampled one) and `text_offset` (where
each token's text starts in `text`, by the lengths of the tokens' own texts, as vLLM does).
Tokens whose texts collide in a dict (byte tokens that each decode to U+FFFD) keep the
sampled token's number, else the likelier one's: `return_tokens_as_token_ids` avoids that.
Logprobs follow `sampling.py`: temperature-scaled, before top-k/top-p. A text prompt is
tokenized as it is: no chat template. Every response carries the `parity` block of the chat
route (version, token_versions with return_token_ids, cache and timing figures).

Not done: echo, n > 1, several prompts, suffix, best_of, prompt_logprobs, penalties.
"""

from __future__ import annotations

import copy
import time
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from parity.inference.engine import SamplingParams
from parity.inference.records import EngineCompletion, EngineRequestError, SampledToken
from parity.inference.streaming import StreamText

STOP_TAIL_TOKENS = 8  # decoded past the longest stop string, for tokens that span it
MAX_TOP_LOGPROBS = 20


class StreamOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    include_usage: bool = False


class SamplingFields(BaseModel):
    """The request fields chat and text completions share."""

    model_config = ConfigDict(extra="forbid")
    model: str | None = None
    temperature: float = Field(1.0, ge=0.0)
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    top_k: int = Field(0, ge=-1)  # vLLM/SGLang extension; -1 or 0: off
    stop: str | list[str] | None = None
    stop_token_ids: list[int] | None = None
    ignore_eos: bool = False
    seed: int | None = None
    n: Literal[1] = 1
    stream: bool = False
    stream_options: StreamOptions | None = None
    return_token_ids: bool = False
    return_tokens_as_token_ids: bool = False
    skip_special_tokens: bool = True
    session_id: str | None = None
    user: str | None = None

    def stop_strings(self) -> list[str]:
        stops = [self.stop] if isinstance(self.stop, str) else list(self.stop or [])
        return [s for s in stops if s]

    def include_usage(self) -> bool:
        return bool(self.stream_options and self.stream_options.include_usage)


class PromptTokensDetails(BaseModel):
    cached_tokens: int = 0


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    prompt_tokens_details: PromptTokensDetails

    @classmethod
    def of(cls, prompt_ids: list[int], c: EngineCompletion) -> Usage:
        return cls(prompt_tokens=len(prompt_ids), completion_tokens=len(c.token_ids),
                   total_tokens=len(prompt_ids) + len(c.token_ids),
                   prompt_tokens_details=PromptTokensDetails(cached_tokens=c.cached_prompt_tokens))


class ParityInfo(BaseModel):
    version: int
    cached_prompt_tokens: int
    queue_s: float
    ttft_s: float
    total_s: float
    token_versions: list[int] | None = None  # with return_token_ids

    @classmethod
    def of(cls, c: EngineCompletion, token_ids: bool) -> ParityInfo:
        return cls(version=c.version, cached_prompt_tokens=c.cached_prompt_tokens,
                   queue_s=c.queue_s, ttft_s=c.ttft_s, total_s=c.total_s,
                   token_versions=list(c.token_versions) if token_ids else None)


class TextCodec:
    """Text around the engine's ids: sampling settings with stop strings, the finished text,
    each token's own text. The chat renderer is one, with a chat template on top."""

    def __init__(self, tokenizer: Any, eos_token_ids: list[int]) -> None:
        self.tokenizer = tokenizer
        # Stop strings are checked on the engine's thread: it decodes with its own copy, since
        # a fast tokenizer shared across threads can fail with "Already borrowed".
        self._stop_tokenizer = copy.deepcopy(tokenizer)
        eos = list(eos_token_ids)
        if tokenizer.eos_token_id is not None and tokenizer.eos_token_id not in eos:
            eos.append(tokenizer.eos_token_id)
        self.eos_token_ids = eos

    def ended_by(self, req: SamplingFields) -> set[int]:
        """Ids that end a request; one that does is not part of the text."""
        return set(req.stop_token_ids or []) | set([] if req.ignore_eos else self.eos_token_ids)

    def sampling(self, req: SamplingFields, prompt_ids: list[int], max_seq_len: int,
                 max_tokens: int | None, top_logprobs: int = 0):
        room = max_seq_len - len(prompt_ids)
        if room < 1:
            raise EngineRequestError(f"the prompt has {len(prompt_ids)} tokens; the model "
                                     f"holds {max_seq_len}")
        stop_ids = list(req.stop_token_ids or [])
        if not req.ignore_eos:
            stop_ids += [t for t in self.eos_token_ids if t not in stop_ids]
        params = SamplingParams(
            temperature=req.temperature, top_p=req.top_p, top_k=max(req.top_k, 0),
            max_tokens=min(max_tokens or room, room), stop_token_ids=stop_ids, seed=req.seed,
            top_logprobs=top_logprobs)
        stops = req.stop_strings()
        if not stops:
            return params, None
        window = max(len(s) for s in stops) + STOP_TAIL_TOKENS
        decode = self._stop_tokenizer.decode

        def stop(ids: list[int]) -> bool:
            tail = decode(ids[-window:], skip_special_tokens=req.skip_special_tokens)
            return any(s in tail for s in stops)

        return params, stop

    def finish(self, req: SamplingFields, c: EngineCompletion) -> tuple[str, str | int | None]:
        """The text (without the id or the stop string that ended it) and vLLM's
        `stop_reason`: that stop string or stop token id, None otherwise."""
        ids, stop_reason = c.token_ids, None
        if c.finish_reason == "stop" and ids and ids[-1] in self.ended_by(req):
            if ids[-1] in (req.stop_token_ids or []):
                stop_reason = ids[-1]
            ids = ids[:-1]
        text = self.tokenizer.decode(ids, skip_special_tokens=req.skip_special_tokens)
        stops = [s for s in req.stop_strings() if s in text]
        if stops and c.finish_reason == "stop":
            cut = min(text.index(s) for s in stops)
            stop_reason = next(s for s in stops if text.index(s) == cut)
            text = text[:cut]
        return text, stop_reason

    def stream_text(self, req: SamplingFields) -> StreamText:
        return StreamText(self.tokenizer, req.skip_special_tokens, req.stop_strings(), self.ended_by(req))

    def token_texts(self, ids: list[int], as_ids: bool) -> list[str]:
        """Each token's own text (special tokens included), or `token_id:<id>`."""
        if as_ids:
            return [f"token_id:{t}" for t in ids]
        return self.tokenizer.batch_decode([[t] for t in ids])


class CompletionRequest(SamplingFields):
    prompt: str | list[int] | list[list[int]] | list[str]
    max_tokens: int | None = Field(16, ge=1)  # OpenAI's and vLLM's default
    logprobs: int | None = Field(None, ge=0, le=MAX_TOP_LOGPROBS)
    echo: Literal[False] = False
    add_special_tokens: bool = True

    @model_validator(mode="after")
    def _one_prompt(self) -> CompletionRequest:
        p = self.prompt
        if isinstance(p, list) and p and isinstance(p[0], list | str):
            if len(p) != 1:
                raise ValueError(f"one prompt per request ({len(p)} given)")
            self.prompt = p[0]
        if not self.prompt:
            raise ValueError("the prompt is empty")
        return self


class CompletionLogprobs(BaseModel):
    tokens: list[str] = Field(default_factory=list)
    token_logprobs: list[float] = Field(default_factory=list)
    top_logprobs: list[dict[str, float]] = Field(default_factory=list)
    text_offset: list[int] = Field(default_factory=list)


class CompletionChoice(BaseModel):
    index: int = 0
    text: str
    logprobs: CompletionLogprobs | None = None
    finish_reason: str | None = None
    stop_reason: str | int | None = None
    prompt_token_ids: list[int] | None = None  # with return_token_ids (first chunk when streamed)
    token_ids: list[int] | None = None  # with return_token_ids (this chunk's when streamed)


class TextCompletion(BaseModel):
    """The response, and each streamed chunk (`usage` on the last only, `parity` on the one
    with the finish_reason)."""

    id: str
    object: Literal["text_completion"] = "text_completion"
    created: int = Field(default_factory=lambda: int(time.time()))
    model: str
    choices: list[CompletionChoice]
    usage: Usage | None = None
    parity: ParityInfo | None = None


class Completions:
    """One /v1/completions request: its prompt ids, its response, or its stream chunks."""

    def __init__(self, codec: TextCodec, req: CompletionRequest, model_name: str,
                 response_id: str) -> None:
        self.codec, self.req, self.model_name, self.id = codec, req, model_name, response_id
        self.prompt_ids: list[int] = []
        self._offset = 0  # text_offset of the next streamed token
        self._text: StreamText | None = None
        self._sent_prompt = False

    def render(self) -> list[int]:
        p = self.req.prompt
        if isinstance(p, str):
            ids = self.codec.tokenizer(p, add_special_tokens=self.req.add_special_tokens)["input_ids"]
        else:
            ids = p
        self.prompt_ids = [int(t) for t in ids]
        return self.prompt_ids

    def sampling(self, max_seq_len: int):
        return self.codec.sampling(self.req, self.prompt_ids, max_seq_len, self.req.max_tokens,
                                   self.req.logprobs or 0)

    def _logprobs(self, ids: list[int], logprobs: list[float],
                  tops: list[list[tuple[int, float]]]) -> CompletionLogprobs:
        tops = tops or [[] for _ in ids]
        names = iter(self.codec.token_texts(ids + [t for top in tops for t, _ in top],
                                            self.req.return_tokens_as_token_ids))
        texts = [next(names) for _ in ids]
        out = CompletionLogprobs(tokens=texts, token_logprobs=list(logprobs))
        for text, logprob, top in zip(texts, logprobs, tops, strict=True):
            out.text_offset.append(self._offset)
            self._offset += len(text)
            alternatives = {text: logprob}  # the sampled one is always there, as itself
            for _, lp in top:
                alternatives.setdefault(next(names), lp)  # a text seen before keeps its number
            out.top_logprobs.append(alternatives)
        return out

    def response(self, c: EngineCompletion) -> TextCompletion:
        text, stop_reason = self.codec.finish(self.req, c)
        choice = CompletionChoice(text=text, finish_reason=c.finish_reason, stop_reason=stop_reason)
        if self.req.logprobs is not None:
            choice.logprobs = self._logprobs(c.token_ids, c.logprobs, c.top_logprobs)
        if self.req.return_token_ids:
            choice.prompt_token_ids, choice.token_ids = list(self.prompt_ids), list(c.token_ids)
        return TextCompletion(id=self.id, model=self.model_name, choices=[choice],
                              usage=Usage.of(self.prompt_ids, c),
                              parity=ParityInfo.of(c, self.req.return_token_ids))

    # ---- streaming (the `Streamer` protocol of streaming.py) ----

    def _chunk(self, choices: list[CompletionChoice], **fields: Any) -> dict[str, Any]:
        body = TextCompletion(id=self.id, model=self.model_name, choices=choices, **fields)
        out = body.model_dump(exclude_none=True)
        for choice in out["choices"]:
            choice.setdefault("finish_reason", None)
        return out

    def start(self) -> list[dict[str, Any]]:
        self._text = self.codec.stream_text(self.req)
        return []

    def push(self, batch: list[SampledToken]) -> list[dict[str, Any]]:
        ids = [t.token_id for t in batch]
        choice = CompletionChoice(text=self._text.push(ids))
        if self.req.logprobs is not None:
            choice.logprobs = self._logprobs(ids, [t.logprob for t in batch],
                                             [t.top or [] for t in batch])
        if self.req.return_token_ids:
            choice.token_ids = ids
            if not self._sent_prompt:
                self._sent_prompt = True
                choice.prompt_token_ids = list(self.prompt_ids)
        return [self._chunk([choice])]

    def finish(self, c: EngineCompletion) -> list[dict[str, Any]]:
        text, stop_reason = self.codec.finish(self.req, c)
        choice = CompletionChoice(text=self._text.finish(text), finish_reason=c.finish_reason,
                                  stop_reason=stop_reason)
        chunks = [self._chunk([choice], parity=ParityInfo.of(c, self.req.return_token_ids))]
        if self.req.include_usage():
            chunks.append(self._chunk([], usage=Usage.of(self.prompt_ids, c)))
        return chunks
