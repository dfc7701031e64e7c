"""The OpenAI chat layer in process: a tiny trained BPE tokenizer with a Jinja chat template,
and a scripted engine that answers with known text, so tool-call parsing, stop strings and
the token-id fields can be checked exactly. The real model behind the same routes is the
integration test's job."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from parity.inference.client import OpenAIChatClient, parse_chat_response
from parity.inference.engine import SamplingParams
from parity.inference.records import EngineCompletion, EngineStats, SampledToken
from parity.inference.server import create_app

CHAT_TEMPLATE = (
    "{% if tools %}<|im_start|>system\n{% for t in tools %}{{ t | tojson }}\n{% endfor %}<|im_end|>\n{% endif %}"
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content or '' }}"
    "{% for c in m.tool_calls or [] %}<tool_call>{\"name\": {{ c.function.name | tojson }}, "
    "\"arguments\": {{ c.function.arguments | tojson }}}</tool_call>{% endfor %}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
CORPUS = [
    "def read_file(path):\n    return open(path).read()\n",
    '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>',
    "I will read the file and fix the bug. hello world STOP more text",
    '{"type": "function", "function": {"name": "read_file", "parameters": {}}}',
]
TOOLS = [{"type": "function", "function": {"name": "read_file", "description": "Read a file.",
                                             "parameters": {"type": "object",
                                                            "properties": {"path": {"type": "string"}}}}}]


def build_tokenizer():
    """A byte-level BPE trained on a few strings, with the chat template above."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=400, special_tokens=["<|im_start|>", "<|im_end|>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
                                  show_progress=False)
    tok.train_from_iterator(CORPUS, trainer=trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|im_end|>",
                                   pad_token="<|im_end|>")
    fast.chat_template = CHAT_TEMPLATE
    return fast


def build_chat_model_dir(out: Path, seed: int = 0) -> Path:
    """A random tiny Qwen2 and the tokenizer above, saved like any Hugging Face model."""
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    tokenizer = build_tokenizer()
    torch.manual_seed(seed)
    config = Qwen2Config(hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, vocab_size=len(tokenizer),
                         max_position_embeddings=512, eos_token_id=tokenizer.eos_token_id)
    Qwen2ForCausalLM(config).save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out


@dataclass
class ScriptedEngine:
    """Answers every request with `reply` (then the end-of-turn id), token by token,
    honouring stop ids, the stop function and max_tokens as the real engine does."""

    tokenizer: object
    reply: str = ""
    version: int = 3
    max_seq_len: int = 512

    async def generate(self, prompt_ids, params: SamplingParams, session_id=None, *, stop=None,
                       on_token=None):
        script = self.tokenizer.encode(self.reply, add_special_tokens=False) + [self.tokenizer.eos_token_id]
        out, reason = [], "length"
        for t in script[:params.max_tokens]:
            out.append(t)
            if on_token is not None:
                on_token(SampledToken(t, -0.5))
            if t in params.stop_token_ids or (stop is not None and stop(out)):
                reason = "stop"
                break
        return EngineCompletion(token_ids=out, logprobs=[-0.5] * len(out), finish_reason=reason,
                                version=self.version, prompt_tokens=len(prompt_ids),
                                token_versions=[self.version] * len(out))

    async def update_weights(self, state, version):
        self.version = version

    def stats(self) -> EngineStats:
        return EngineStats(version=self.version, generated_tokens=42)

    def close(self) -> None:
        pass


@pytest.fixture(scope="module")
def tokenizer():
    return build_tokenizer()


@pytest.fixture
def engine(tokenizer):
    return ScriptedEngine(tokenizer)


@pytest.fixture
async def client(engine, tokenizer):
    app = create_app(engine, tokenizer=tokenizer, model_name="tiny", token="sekrit",
                     eos_token_ids=[tokenizer.eos_token_id])
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://test",
                                 headers={"Authorization": "Bearer sekrit"}) as c:
        yield c


MESSAGES = [{"role": "system", "content": "You fix bugs."},
            {"role": "user", "content": "Fix a.py"}]


async def test_tool_calls_token_ids_and_logprobs(client, engine, tokenizer):
    engine.reply = 'I will read it.<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>'
    r = await client.post("/v1/chat/completions", json={
        "messages": MESSAGES, "tools": TOOLS, "temperature": 0, "logprobs": True,
        "return_token_ids": True})
    assert r.status_code == 200, r.text
    body = r.json()
    choice = body["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    assert choice["message"]["content"] == "I will read it."
    (call,) = choice["message"]["tool_calls"]
    assert call["type"] == "function" and call["function"]["name"] == "read_file"
    assert json.loads(call["function"]["arguments"]) == {"path": "a.py"}
    expected_prompt = tokenizer.apply_chat_template(MESSAGES, tools=TOOLS, add_generation_prompt=True,
                                                    tokenize=True, return_dict=False)
    assert body["prompt_token_ids"] == expected_prompt
    script = tokenizer.encode(engine.reply, add_special_tokens=False) + [tokenizer.eos_token_id]
    assert choice["token_ids"] == script  # the end-of-turn token included
    content = choice["logprobs"]["content"]
    assert [e["logprob"] for e in content] == [-0.5] * len(script)
    assert "".join(e["token"] for e in content[:-1]) == engine.reply
    assert body["usage"] == {"prompt_tokens": len(expected_prompt), "completion_tokens": len(script),
                             "total_tokens": len(expected_prompt) + len(script),
                             "prompt_tokens_details": {"cached_tokens": 0}}
    assert body["parity"]["version"] == 3 and body["parity"]["token_versions"] == [3] * len(script)


async def test_history_with_tool_calls_renders_and_client_reads_ids(client, engine, tokenizer):
    history = [*MESSAGES,
               {"role": "assistant", "content": None, "tool_calls": [
                   {"id": "call_1", "type": "function",
                    "function": {"name": "read_file", "arguments": '{"path": "a.py"}'}}]},
               {"role": "tool", "tool_call_id": "call_1", "content": "def f(): pass"}]
    engine.reply = "hello world"
    chat = OpenAIChatClient("http://test", "tiny", api_key="sekrit",
                            transport=client._transport)
    result = await chat.chat(history, TOOLS, SamplingParams(temperature=0, max_tokens=50))
    await chat.aclose()
    assert result.turn.content == "hello world" and not result.turn.calls
    assert result.finish_reason == "stop" and result.version == 3
    assert result.token_ids == tokenizer.encode("hello world", add_special_tokens=False) + [tokenizer.eos_token_id]
    rendered = tokenizer.decode(result.prompt_token_ids)
    assert '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>' in rendered
    assert result.logprobs == [-0.5] * len(result.token_ids)


async def test_stop_strings_end_generation_and_the_text(client, engine, tokenizer):
    engine.reply = "hello world STOP more text"
    r = await client.post("/v1/chat/completions", json={
        "messages": MESSAGES, "stop": ["STOP"], "return_token_ids": True,
        "logprobs": True, "return_tokens_as_token_ids": True})
    choice = r.json()["choices"][0]
    assert choice["message"]["content"] == "hello world "
    assert choice["finish_reason"] == "stop"
    full = tokenizer.encode(engine.reply, add_special_tokens=False)
    assert len(choice["token_ids"]) < len(full)  # generation stopped early
    assert "STOP" in tokenizer.decode(choice["token_ids"])
    assert [e["token"] for e in choice["logprobs"]["content"]] == [f"token_id:{t}" for t in choice["token_ids"]]


async def test_malformed_tool_call_keeps_the_raw_text(client, engine):
    engine.reply = '<tool_call>{"name": "read_file", "arguments": {oops}}</tool_call>'
    r = await client.post("/v1/chat/completions", json={"messages": MESSAGES, "tools": TOOLS})
    message = r.json()["choices"][0]["message"]
    assert message["content"] == engine.reply and "tool_calls" not in message


async def test_errors_auth_models_and_metrics(client, engine):
    for bad in ({"messages": MESSAGES, "n": 2}, {"messages": MESSAGES, "top_logprobs": 2},
                {"messages": MESSAGES, "bogus": 1}, {"messages": []},
                {"messages": [{"role": "wizard", "content": "x"}]}):
        r = await client.post("/v1/chat/completions", json=bad)
        assert r.status_code == 422, bad
        assert r.json()["error"]["type"] == "invalid_request_error"
    r = await client.post("/v1/chat/completions", content=b"{not json",
                          headers={"Content-Type": "application/json"})
    assert r.status_code == 422
    r = await client.post("/v1/chat/completions", json={"messages": MESSAGES},
                          headers={"Authorization": "Bearer wrong"})
    assert r.status_code == 401 and r.headers["WWW-Authenticate"] == "Bearer"
    assert (await client.get("/health", headers={"Authorization": ""})).json()["ok"] is True
    models = (await client.get("/v1/models")).json()
    assert models["data"][0]["id"] == "tiny"
    metrics = (await client.get("/metrics")).text
    assert "parity_engine_generated_tokens_total 42.0" in metrics
    assert "parity_engine_prefix_cache_hit_tokens_total" in metrics
    r = await client.post("/update_weights", json={"path": "/nonexistent.safetensors", "version": 4})
    assert r.status_code == 400


def test_parse_vllm_and_sglang_shaped_responses():
    vllm = {"choices": [{"message": {"role": "assistant", "content": "hi"}, "finish_reason": "stop",
                         "logprobs": {"content": [{"token": "token_id:7", "logprob": -0.1},
                                                  {"token": "token_id:9", "logprob": -0.2}]}}],
            "prompt_token_ids": [1, 2, 3], "usage": {"prompt_tokens": 3, "completion_tokens": 2}}
    r = parse_chat_response(vllm)
    assert r.token_ids == [7, 9] and r.logprobs == [-0.1, -0.2] and r.prompt_token_ids == [1, 2, 3]
    sglang = {"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "grep", "arguments": "{}"}}]},
        "finish_reason": "tool_calls", "token_ids": [4, 5], "prompt_token_ids": [1],
        "logprobs": {"content": [{"token": "a", "logprob": -1.0}, {"token": "b", "logprob": -2.0}]}}]}
    r = parse_chat_response(sglang)
    assert r.token_ids == [4, 5] and r.prompt_token_ids == [1] and r.turn.calls[0].name == "grep"
    plain = {"choices": [{"message": {"content": "x"}, "finish_reason": "stop",
                          "logprobs": {"content": [{"token": "x", "logprob": -1.0}]}}]}
    assert parse_chat_response(plain).token_ids is None  # an OpenAI server without ids
