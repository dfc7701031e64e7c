"""The official `openai` client against a real `parity serve` subprocess on a tiny random
model: streamed chat equals the non-streamed answer, top_logprobs equal a reference forward
pass, /v1/completions gives the same tokens for a text prompt and its token ids, and a client
that disconnects mid-stream ends its request in the engine."""

from __future__ import annotations

import json
import time
from pathlib import Path

import httpx
import openai
import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from tests.integration.test_inference_server import TOKEN, Served
from tests.unit.test_engine_chat import build_chat_model_dir

MESSAGES = [{"role": "system", "content": "You fix bugs."}, {"role": "user", "content": "Fix a.py"}]
MAX_POSITIONS = 4096  # room for a long generation to cancel


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory) -> Path:
    out = build_chat_model_dir(tmp_path_factory.mktemp("tiny-chat-model"))
    config = json.loads((out / "config.json").read_text())
    config["max_position_embeddings"] = MAX_POSITIONS
    (out / "config.json").write_text(json.dumps(config))
    return out


@pytest.fixture(scope="module")
def server(model_dir, tmp_path_factory):
    s = Served(model_dir, tmp_path_factory.mktemp("logs") / "serve.log")
    yield s
    s.stop()


@pytest.fixture(scope="module")
def client(server):
    with openai.OpenAI(base_url=server.url + "/v1", api_key=TOKEN, max_retries=0, timeout=120) as c:
        yield c


@pytest.fixture(scope="module")
def local(model_dir):
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield AutoModelForCausalLM.from_pretrained(model_dir).eval(), AutoTokenizer.from_pretrained(model_dir)
    torch.set_num_threads(threads)


def extra(obj, name):
    return (obj.model_extra or {}).get(name)


def test_streamed_chat_equals_the_non_streamed_answer(client):
    args = dict(model="tiny", messages=MESSAGES, temperature=0, max_tokens=40, logprobs=True,
                top_logprobs=3, extra_body={"return_token_ids": True, "ignore_eos": True})
    plain = client.chat.completions.create(**args)
    stream = client.chat.completions.create(**args, stream=True, stream_options={"include_usage": True})
    chunks = list(stream)
    content = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    ids = [t for c in chunks if c.choices for t in (extra(c.choices[0], "token_ids") or [])]
    entries = [e for c in chunks if c.choices and c.choices[0].logprobs
               for e in c.choices[0].logprobs.content]
    choice = plain.choices[0]
    assert len(chunks) > 3  # streamed, not one blob
    assert content == choice.message.content and len(content) > 0
    assert ids == extra(choice, "token_ids") and len(ids) == 40
    assert extra(chunks[0], "prompt_token_ids") == extra(plain, "prompt_token_ids")
    assert [e.token for e in entries] == [e.token for e in choice.logprobs.content]
    assert [e.logprob for e in entries] == pytest.approx([e.logprob for e in choice.logprobs.content], abs=1e-5)
    assert [t.logprob for e in entries for t in e.top_logprobs] == pytest.approx(
        [t.logprob for e in choice.logprobs.content for t in e.top_logprobs], abs=1e-5)
    assert [len(e.top_logprobs) for e in entries] == [3] * 40
    finals = [c for c in chunks if c.choices and c.choices[0].finish_reason]
    assert len(finals) == 1 and finals[0].choices[0].finish_reason == choice.finish_reason == "length"
    assert extra(finals[0], "parity")["token_versions"] == [0] * 40
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens == 40
    assert chunks[-1].usage.prompt_tokens == plain.usage.prompt_tokens


def test_top_logprobs_are_the_engine_distribution(client, local):
    model, _ = local
    r = client.chat.completions.create(
        model="tiny", messages=MESSAGES, temperature=0.7, seed=5, max_tokens=12, logprobs=True,
        top_logprobs=5, extra_body={"return_token_ids": True, "return_tokens_as_token_ids": True,
                                    "ignore_eos": True})
    prompt, ids = extra(r, "prompt_token_ids"), extra(r.choices[0], "token_ids")
    with torch.no_grad():
        logits = model(torch.tensor([prompt + ids])).logits[0, len(prompt) - 1:-1]
    ref_lp, ref_ids = (logits / 0.7).log_softmax(-1).topk(5, dim=-1)
    content = r.choices[0].logprobs.content
    assert len(content) == len(ids) == 12
    for i, (entry, token) in enumerate(zip(content, ids, strict=True)):
        tops = entry.top_logprobs
        values = [t.logprob for t in tops]
        assert len(tops) == 5 and values == sorted(values, reverse=True) and max(values) <= 0
        assert [int(t.token.split(":")[1]) for t in tops] == ref_ids[i].tolist()
        assert values == pytest.approx(ref_lp[i].tolist(), abs=1e-4)
        assert entry.token == f"token_id:{token}"
        by_id = {t.token: t.logprob for t in tops}
        if entry.token in by_id:  # the sampled token's logprob is the same number
            assert by_id[entry.token] == pytest.approx(entry.logprob, abs=1e-6)
        else:
            assert entry.logprob <= values[-1] + 1e-6


def test_completions_text_and_token_id_prompts(client, local):
    _, tokenizer = local
    text = "def read_file(path):\n"
    prompt_ids = tokenizer(text)["input_ids"]
    args = dict(model="tiny", max_tokens=16, temperature=0, logprobs=3,
                extra_body={"return_token_ids": True, "ignore_eos": True})
    by_text = client.completions.create(prompt=text, **args)
    by_ids = client.completions.create(prompt=prompt_ids, **args)
    by_list = client.completions.create(prompt=[prompt_ids], **args)
    a, b, c = (r.choices[0] for r in (by_text, by_ids, by_list))
    assert extra(a, "prompt_token_ids") == extra(b, "prompt_token_ids") == prompt_ids
    assert extra(a, "token_ids") == extra(b, "token_ids") == extra(c, "token_ids")
    assert len(extra(a, "token_ids")) == 16 and a.text == b.text == c.text
    assert a.finish_reason == "length" and by_text.object == "text_completion"
    lp = a.logprobs
    assert len(lp.tokens) == len(lp.token_logprobs) == len(lp.top_logprobs) == len(lp.text_offset) == 16
    assert lp.text_offset == sorted(lp.text_offset) and lp.text_offset[0] == 0
    for token, logprob, top in zip(lp.tokens, lp.token_logprobs, lp.top_logprobs, strict=True):
        assert token in top and top[token] == pytest.approx(logprob)  # greedy: the best one
        assert logprob == pytest.approx(max(top.values())) and len(top) <= 4 and max(top.values()) <= 0
    parity = extra(by_text, "parity")
    assert parity["version"] == 0 and parity["token_versions"] == [0] * 16
    assert by_text.usage.prompt_tokens == len(prompt_ids) and by_text.usage.completion_tokens == 16

    stream = client.completions.create(prompt=prompt_ids, stream=True, **args)
    chunks = list(stream)
    assert "".join(ch.choices[0].text for ch in chunks if ch.choices) == a.text
    assert [t for ch in chunks if ch.choices for t in (extra(ch.choices[0], "token_ids") or [])] == extra(a, "token_ids")
    assert [x for ch in chunks if ch.choices and ch.choices[0].logprobs
            for x in ch.choices[0].logprobs.token_logprobs] == pytest.approx(lp.token_logprobs, abs=1e-5)

    with pytest.raises(openai.BadRequestError, match="prompt_ids must be ints"):
        client.completions.create(model="tiny", prompt=[10**6], stream=True)
    with pytest.raises(openai.BadRequestError, match="the model holds"):
        client.completions.create(model="tiny", prompt=[5] * MAX_POSITIONS)


def _health(server) -> dict:
    return httpx.get(server.url + "/health", timeout=10).json()


def test_a_client_that_disconnects_cancels_its_request(client, server):
    before = _health(server)
    max_tokens = 3000  # many seconds of decoding on this model
    stream = client.completions.create(model="tiny", prompt="def f():", max_tokens=max_tokens,
                                       temperature=0, stream=True, extra_body={"ignore_eos": True})
    for i, _ in enumerate(stream):
        if i == 3:
            break
    assert _health(server)["num_running"] == 1
    stream.close()
    deadline = time.monotonic() + 30
    while (h := _health(server))["num_running"] or h["num_waiting"]:
        assert time.monotonic() < deadline, "the request kept running after its client left"
        time.sleep(0.05)
    generated = h["generated_tokens"] - before["generated_tokens"]
    assert 4 <= generated < max_tokens // 2, generated
    print(f"tokens generated before the disconnect stopped the request: {generated}")
    # the server serves on
    r = client.completions.create(model="tiny", prompt="def f():", max_tokens=3, temperature=0)
    assert r.choices[0].finish_reason in ("length", "stop")
