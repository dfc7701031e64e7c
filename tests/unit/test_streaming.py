"""Streaming in process: the Hermes delta splitter and the text pieces on their own, then
the official `openai` client against the app over a scripted engine (known text, so tool-call
deltas, stop strings and the finish chunk can be checked exactly). The real model behind the
same routes is tests/integration/test_openai_client.py."""

from __future__ import annotations

import json

import httpx
import openai
import pytest

from parity.inference.server import create_app
from parity.inference.streaming import HermesDeltas, IncrementalText, StreamText
from tests.unit.test_engine_chat import MESSAGES, TOOLS, ScriptedEngine, build_tokenizer

CALL = '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>'


def split(text: str, size: int) -> tuple[list[str], list]:
    """`text` through a HermesDeltas, `size` characters at a time."""
    deltas = HermesDeltas()
    content, calls = [], []
    for i in range(0, len(text), size):
        piece, new = deltas.push(text[i:i + size])
        content.append(piece)
        calls.extend(new)
    content.append(deltas.finish())
    return content, calls


@pytest.mark.parametrize("size", [1, 2, 5, 1000])
def test_tool_call_blocks_never_leak_as_content(size):
    text = f"I will read it.\n{CALL}\n{CALL.replace('a.py', 'b.py')}"
    content, calls = split(text, size)
    assert "".join(content) == "I will read it."
    assert not any("<" in piece or "{" in piece for piece in content)
    assert [c.name for c in calls] == ["read_file", "read_file"]
    assert [json.loads(c.arguments) for c in calls] == [{"path": "a.py"}, {"path": "b.py"}]
    assert len({c.id for c in calls}) == 2


@pytest.mark.parametrize("size", [1, 3, 1000])
def test_malformed_unclosed_and_lookalike_blocks_stay_content(size):
    bad = '<tool_call>{"name": "read_file", "arguments": {oops}}</tool_call>'
    content, calls = split(f"a < b and <tool_x> then {bad} end", size)
    assert "".join(content) == f"a < b and <tool_x> then {bad} end" and not calls
    content, calls = split('text <tool_call>{"name": "read_file"', size)
    assert "".join(content) == 'text <tool_call>{"name": "read_file"' and not calls
    content, calls = split("ends with <tool_ca", size)  # a held-back tail is flushed at the end
    assert "".join(content) == "ends with <tool_ca" and not calls
    content, calls = split("no calls, trailing space  \n", size)
    assert "".join(content) == "no calls, trailing space  \n"


def test_incremental_text_holds_back_incomplete_characters():
    tok = build_tokenizer()
    text = "héllo wörld – ünïcode ✓ done"
    ids = tok.encode(text, add_special_tokens=False)
    pieces = IncrementalText(tok, skip_special_tokens=True)
    out = [pieces.push([t]) for t in ids]
    assert "".join(out) == text
    assert not any("\ufffd" in piece for piece in out)


def test_stream_text_never_sends_a_stop_string():
    tok = build_tokenizer()
    text = "hello world STOP more text"
    ids = tok.encode(text, add_special_tokens=False)
    stream = StreamText(tok, True, ["STOP", "xyz"], {tok.eos_token_id})
    sent = "".join(stream.push([t]) for t in ids)
    assert "STOP" not in sent and "S" not in sent.removeprefix("hello world ")
    assert sent + stream.finish("hello world ") == "hello world "


@pytest.fixture
def tokenizer():
    return build_tokenizer()


@pytest.fixture
def engine(tokenizer):
    return ScriptedEngine(tokenizer)


@pytest.fixture
async def oai(engine, tokenizer):
    app = create_app(engine, tokenizer=tokenizer, model_name="tiny", token="sekrit",
                     eos_token_ids=[tokenizer.eos_token_id])
    http = httpx.AsyncClient(transport=httpx.ASGITransport(app=app))
    async with openai.AsyncOpenAI(base_url="http://test/v1", api_key="sekrit", http_client=http) as c:
        yield c


async def collect(stream) -> dict:
    """A streamed chat response put back together the way OpenAI clients do."""
    content, calls, finish, usage, chunks = "", {}, None, None, []
    async for chunk in stream:
        chunks.append(chunk)
        if chunk.usage is not None:
            usage = chunk.usage
        for choice in chunk.choices:
            content += choice.delta.content or ""
            for d in choice.delta.tool_calls or []:
                call = calls.setdefault(d.index, {"id": None, "name": "", "arguments": ""})
                call["id"] = d.id or call["id"]
                call["name"] += d.function.name or ""
                call["arguments"] += d.function.arguments or ""
            finish = choice.finish_reason or finish
    return {"content": content, "calls": [calls[i] for i in sorted(calls)], "finish": finish,
            "usage": usage, "chunks": chunks}


async def test_streamed_tool_calls_arrive_as_deltas(oai, engine, tokenizer):
    engine.reply = f"I will read it.{CALL}"
    stream = await oai.chat.completions.create(
        model="tiny", messages=MESSAGES, tools=TOOLS, stream=True, logprobs=True,
        stream_options={"include_usage": True}, extra_body={"return_token_ids": True})
    got = await collect(stream)
    assert got["content"] == "I will read it." and got["finish"] == "tool_calls"
    (call,) = got["calls"]
    assert call["name"] == "read_file" and json.loads(call["arguments"]) == {"path": "a.py"}
    assert call["id"].startswith("call_")
    chunks = got["chunks"]
    assert chunks[0].choices[0].delta.role == "assistant"
    ids = [t for c in chunks for ch in c.choices for t in (ch.model_extra.get("token_ids") or [])]
    script = tokenizer.encode(engine.reply, add_special_tokens=False) + [tokenizer.eos_token_id]
    assert ids == script
    logprobs = [e.logprob for c in chunks for ch in c.choices if ch.logprobs for e in ch.logprobs.content]
    assert logprobs == [-0.5] * len(script)
    assert got["usage"].completion_tokens == len(script)
    final = next(c for c in chunks if c.choices and c.choices[0].finish_reason)
    assert final.model_extra["parity"]["version"] == 3

    # The same reply without tools: the block is plain content.
    stream = await oai.chat.completions.create(model="tiny", messages=MESSAGES, stream=True)
    got = await collect(stream)
    assert got["content"] == engine.reply and not got["calls"] and got["finish"] == "stop"


async def test_streamed_stop_strings_and_bad_requests(oai, engine):
    engine.reply = "hello world STOP more text"
    stream = await oai.chat.completions.create(model="tiny", messages=MESSAGES, stream=True,
                                               stop=["STOP"])
    got = await collect(stream)
    plain = await oai.chat.completions.create(model="tiny", messages=MESSAGES, stop=["STOP"])
    assert got["content"] == plain.choices[0].message.content == "hello world "
    assert got["finish"] == "stop"
    with pytest.raises(openai.UnprocessableEntityError, match="top_logprobs needs logprobs"):
        await oai.chat.completions.create(model="tiny", messages=MESSAGES, top_logprobs=2)
    with pytest.raises(openai.UnprocessableEntityError, match="one prompt per request"):
        await oai.completions.create(model="tiny", prompt=["a", "b"])
