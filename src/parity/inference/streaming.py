"""Server-sent events for the OpenAI routes: tokens from the engine as they are sampled, text
out of them a piece at a time, Hermes tool calls split out of that text, and the SSE framing.

```
 engine.generate(on_token=queue.put_nowait) ──► TokenStream: every token that arrived since
                                                 the last read, as one batch
 batch ──► StreamText: new text (decoded with context; held back while a character is
           incomplete or a stop string could be starting) ──► HermesDeltas (chat with tools):
           content outside <tool_call> blocks, whole calls when a block closes
 chunks ──► `data: {json}\\n\\n` ... `data: [DONE]\\n\\n`
```

A client that goes away cancels the engine request: Starlette cancels the task that iterates
the events (or `EventStreamResponse` closes the iterator), and `TokenStream` cancels its
`generate`, which the engine drops at its next step. Errors after the first byte are sent as
one `data: {"error": ...}` event before `[DONE]`, as vLLM does; errors before it (a prompt
too long, a bad value) are ordinary HTTP errors because `TokenStream.start` waits for the
first token before the response begins.

Left out: tool-call arguments streamed while the block is still open (a call arrives whole,
its arguments in one piece, when `</tool_call>` is sampled), n > 1.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from typing import Any, Protocol

from starlette.responses import StreamingResponse

from parity.format.toolcalls import TOOL_CALL_CLOSE, TOOL_CALL_OPEN, parse_hermes
from parity.inference.engine import SamplingParams
from parity.inference.records import EngineCompletion, EngineUnavailable, SampledToken
from parity.types import ToolCall

log = logging.getLogger(__name__)

DONE = "data: [DONE]\n\n"


class TokenStream:
    """One engine request whose tokens are read as they are sampled. Iterate it for batches of
    `SampledToken` (everything that arrived since the last read, so a slow reader costs one
    chunk per read, not one per token); afterwards `completion` holds the engine's record."""

    def __init__(self, engine: Any, prompt_ids: list[int], params: SamplingParams,
                 session_id: str | None, stop: Any) -> None:
        self._args = (engine, prompt_ids, params, session_id, stop)
        self._queue: asyncio.Queue[SampledToken | None] = asyncio.Queue()
        self._task: asyncio.Task[EngineCompletion] | None = None
        self._first: list[SampledToken] = []
        self.completion: EngineCompletion | None = None

    async def _run(self) -> EngineCompletion:
        engine, prompt_ids, params, session_id, stop = self._args
        try:
            return await engine.generate(prompt_ids, params, session_id, stop=stop,
                                         on_token=self._queue.put_nowait)
        finally:
            self._queue.put_nowait(None)  # after every token: the engine posts them first

    async def _read(self) -> tuple[list[SampledToken], bool]:
        batch = [await self._queue.get()]
        while not self._queue.empty():
            batch.append(self._queue.get_nowait())
        ended = batch[-1] is None
        return [t for t in batch if t is not None], ended

    async def start(self) -> None:
        """Submit the request and wait for its first token, so that a request the engine
        refuses raises here, before any response has begun."""
        self._task = asyncio.create_task(self._run())
        try:
            self._first, ended = await self._read()
            if ended:
                self.completion = await self._task
        except BaseException:
            self.cancel()
            raise

    def cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()  # generate() marks the request cancelled; the engine drops it

    async def __aiter__(self) -> AsyncIterator[list[SampledToken]]:
        if self._task is None:
            await self.start()
        try:
            if self._first:
                yield self._first
            ended = self.completion is not None
            while not ended:
                batch, ended = await self._read()
                if batch:
                    yield batch
            self.completion = await self._task
        finally:
            self.cancel()


class IncrementalText:
    """The text of a growing list of ids, returned a piece at a time. Decodes a short window
    with one token of context before the new ones (the offsets scheme of Hugging Face's
    TextStreamer and vLLM's incremental detokenizer), so tokenizers that drop a word's leading
    space at the start of a decode still get it, and holds new text back while it ends in an
    incomplete UTF-8 character (U+FFFD)."""

    def __init__(self, tokenizer: Any, skip_special_tokens: bool) -> None:
        self.tokenizer, self.skip = tokenizer, skip_special_tokens
        self.ids: list[int] = []
        self.prefix_offset = self.read_offset = 0

    def push(self, ids: list[int]) -> str:
        self.ids.extend(ids)
        decode = self.tokenizer.decode
        before = decode(self.ids[self.prefix_offset:self.read_offset], skip_special_tokens=self.skip)
        after = decode(self.ids[self.prefix_offset:], skip_special_tokens=self.skip)
        if len(after) <= len(before) or after.endswith("\ufffd"):
            return ""
        self.prefix_offset, self.read_offset = self.read_offset, len(self.ids)
        return after[len(before):]


class StreamText:
    """The visible text of a streamed completion: what `IncrementalText` yields, less a tail
    that could be the start of a stop string (the non-streamed text ends before the stop
    string). `finish` takes the non-streamed text, so what was sent plus what `finish` returns
    is exactly that text whenever what was sent is a prefix of it (it always is unless the
    tokenizer decodes differently in pieces; then the difference is logged and dropped)."""

    def __init__(self, tokenizer: Any, skip_special_tokens: bool, stops: list[str],
                 ended_by: set[int]) -> None:
        self.pieces = IncrementalText(tokenizer, skip_special_tokens)
        self.stops, self.ended_by = stops, ended_by
        self.hold = max((len(s) for s in stops), default=1) - 1
        self.text = ""  # decoded so far
        self.sent = 0  # characters of `text` handed out

    def push(self, ids: list[int]) -> str:
        # An id that ends the request is not text (the non-streamed reply drops it too).
        self.text += self.pieces.push([t for t in ids if t not in self.ended_by])
        end = len(self.text) - self.hold
        for s in self.stops:  # never hand out a stop string, nor anything after one
            at = self.text.find(s, max(self.sent - len(s), 0))
            if at >= 0:
                end = min(end, at)
        if end <= self.sent:
            return ""
        out, self.sent = self.text[self.sent:end], end
        return out

    def finish(self, final_text: str) -> str:
        sent = self.text[:self.sent]
        if not final_text.startswith(sent):
            log.warning("streamed text %r is not a prefix of the final text %r", sent[-40:], final_text[-40:])
            return ""
        self.sent = len(final_text)
        return final_text[len(sent):]


class HermesDeltas:
    """Splits streamed text into content and tool calls: text outside `<tool_call>` blocks is
    content (a tail that could be the start of `<tool_call>` is held back, so nothing of a
    block leaks as content); a block becomes a call (by `parse_hermes`, the non-streamed
    parser) when its `</tool_call>` arrives. A malformed block, or one never closed, is sent
    as content, raw, as the non-streamed reply keeps it. Whitespace at the end of the content
    is held back and dropped when the turn made calls (the non-streamed content is stripped)."""

    def __init__(self) -> None:
        self.buf = ""
        self.inside = False
        self.trailing = ""  # whitespace held back
        self.num_calls = 0

    def _content(self, text: str) -> str:
        text = self.trailing + text
        body = text.rstrip()
        self.trailing = text[len(body):]
        return body

    def push(self, text: str) -> tuple[str, list[ToolCall]]:
        self.buf += text
        content, calls = [], []
        while True:
            if not self.inside:
                at = self.buf.find(TOOL_CALL_OPEN)
                if at < 0:
                    keep = next((n for n in range(min(len(TOOL_CALL_OPEN) - 1, len(self.buf)), 0, -1)
                                 if TOOL_CALL_OPEN.startswith(self.buf[-n:])), 0)
                    content.append(self.buf[:len(self.buf) - keep])
                    self.buf = self.buf[len(self.buf) - keep:]
                    break
                content.append(self.buf[:at])
                self.buf, self.inside = self.buf[at:], True
            else:
                at = self.buf.find(TOOL_CALL_CLOSE)
                if at < 0:
                    break
                end = at + len(TOOL_CALL_CLOSE)
                block, self.buf, self.inside = self.buf[:end], self.buf[end:], False
                parsed = parse_hermes(block)
                if parsed.calls and not parsed.errors:
                    calls.extend(parsed.calls)
                    self.num_calls += len(parsed.calls)
                else:
                    content.append(block)
        return self._content("".join(content)), calls

    def finish(self) -> str:
        rest, self.buf = self.buf, ""
        body = self._content(rest)
        if not self.num_calls:
            body, self.trailing = body + self.trailing, ""
        return body


def sse(payload: dict[str, Any]) -> str:
    return f"data: {json.dumps(payload, ensure_ascii=False, separators=(',', ':'))}\n\n"


class Streamer(Protocol):
    """Turns one request's token batches into response chunks (JSON-ready dicts)."""

    def start(self) -> list[dict[str, Any]]: ...

    def push(self, batch: list[SampledToken]) -> list[dict[str, Any]]: ...

    def finish(self, completion: EngineCompletion) -> list[dict[str, Any]]: ...


async def events(streamer: Streamer, tokens: TokenStream) -> AsyncIterator[str]:
    try:
        for chunk in streamer.start():
            yield sse(chunk)
        async for batch in tokens:
            for chunk in streamer.push(batch):
                yield sse(chunk)
        for chunk in streamer.finish(tokens.completion):
            yield sse(chunk)
    except Exception as e:  # noqa: BLE001 - the status line is sent: the error goes in the stream
        log.exception("a streamed request failed")
        status = 503 if isinstance(e, EngineUnavailable) else 500
        yield sse({"error": {"message": f"{type(e).__name__}: {e}", "type": "internal_error"
                             if status == 500 else "unavailable", "code": status}})
    finally:
        tokens.cancel()
    yield DONE


class EventStreamResponse(StreamingResponse):
    """`text/event-stream` whose iterator is closed when the response ends however it ends, so
    a client that disconnects while a chunk is being sent still cancels its engine request."""

    media_type = "text/event-stream"

    def __init__(self, content: AsyncIterator[str]) -> None:
        super().__init__(content, headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            await self.body_iterator.aclose()  # type: ignore[attr-defined]
