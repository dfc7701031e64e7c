"""TorchEngine on tiny random models: continuous batching and the prefix cache change nothing
about the tokens, logprobs are the forward pass's, and the sampling controls do what they say."""

from __future__ import annotations

import asyncio

import pytest
import torch
from transformers import (
    LlamaConfig,
    LlamaForCausalLM,
    Qwen2Config,
    Qwen2ForCausalLM,
    Qwen2MoeConfig,
    Qwen2MoeForCausalLM,
    Qwen3Config,
    Qwen3ForCausalLM,
    Qwen3MoeConfig,
    Qwen3MoeForCausalLM,
)

from parity.inference.engine import SamplingParams
from parity.inference.records import EngineRequestError, EngineUnavailable
from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py

VOCAB = 512
SMALL = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
             num_key_value_heads=2, vocab_size=VOCAB, max_position_embeddings=256)


def tiny_qwen2(seed: int = 0) -> torch.nn.Module:
    torch.manual_seed(seed)
    return Qwen2ForCausalLM(Qwen2Config(**SMALL)).eval()


@pytest.fixture(scope="module")
def model() -> torch.nn.Module:
    return tiny_qwen2()


@pytest.fixture
async def engine(model):
    e = TorchEngine(model, TorchEngineConfig(prefix_block_size=4))
    yield e
    e.close()


def prompt(seed: int, length: int) -> list[int]:
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, VOCAB, (length,), generator=g).tolist()


def reference(model, prompt_ids: list[int], tokens: list[int], temperature: float = 1.0) -> list[float]:
    """log_softmax(logits / T) at `tokens`, from one plain forward pass, no cache."""
    with torch.no_grad():
        logits_TV = model(torch.tensor([prompt_ids + tokens])).logits[0, len(prompt_ids) - 1:-1]
    return (logits_TV / temperature).log_softmax(-1).gather(-1, torch.tensor(tokens)[:, None]).squeeze(-1).tolist()


def greedy(model, prompt_ids: list[int], n: int) -> list[int]:
    """Unbatched, uncached greedy decoding: a full forward pass per token."""
    ids = list(prompt_ids)
    with torch.no_grad():
        for _ in range(n):
            ids.append(int(model(torch.tensor([ids])).logits[0, -1].argmax()))
    return ids[len(prompt_ids):]


def assert_close(a: list[float], b: list[float], tol: float = 1e-4) -> None:
    assert len(a) == len(b)
    assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < tol


async def test_batched_greedy_equals_unbatched_with_requests_joining_mid_flight(model, engine):
    lengths = [(3, 20), (17, 6), (40, 12), (1, 9), (25, 30), (8, 2)]  # (prompt, max_tokens)

    async def one(i: int, plen: int, n: int):
        await asyncio.sleep(0.02 * i)  # later requests join a running batch
        return await engine.generate(prompt(i, plen), SamplingParams(temperature=0, max_tokens=n))

    outs = await asyncio.gather(*(one(i, p, n) for i, (p, n) in enumerate(lengths)))
    assert engine.stats().decode_steps < sum(n for _, n in lengths)  # they really shared steps
    for i, ((plen, n), c) in enumerate(zip(lengths, outs, strict=True)):
        p = prompt(i, plen)
        assert c.token_ids == greedy(model, p, n)
        assert c.finish_reason == "length" and c.prompt_tokens == plen
        assert_close(c.logprobs, reference(model, p, c.token_ids))
        assert c.ttft_s <= c.total_s and c.queue_s <= c.ttft_s


async def test_prefix_cache_serves_the_next_turn_and_changes_nothing(model, engine):
    params = SamplingParams(temperature=0, max_tokens=8)
    turn1 = prompt(100, 30)
    c1 = await engine.generate(turn1, params)
    assert c1.cached_prompt_tokens == 0
    turn2 = turn1 + c1.token_ids + prompt(101, 7)  # the conversation, extended
    c2 = await engine.generate(turn2, params)
    # everything but the last sampled token of turn 1 has KV in the cache
    assert c2.cached_prompt_tokens == len(turn1) + len(c1.token_ids) - 1
    assert c2.token_ids == greedy(model, turn2, 8)
    assert_close(c2.logprobs, reference(model, turn2, c2.token_ids))
    # a prompt that shares only part of a cached sequence reuses that part
    branch = turn1[:13] + prompt(102, 10)
    c3 = await engine.generate(branch, params)
    assert c3.cached_prompt_tokens == 13
    assert c3.token_ids == greedy(model, branch, 8)
    s = engine.stats()
    assert s.cached_prompt_tokens == c2.cached_prompt_tokens + 13
    assert s.prefill_tokens == s.prompt_tokens - s.cached_prompt_tokens


async def test_sampled_logprobs_are_the_temperature_scaled_unfiltered_distribution(model, engine):
    p = prompt(7, 12)
    c = await engine.generate(p, SamplingParams(temperature=0.7, top_p=0.9, top_k=50,
                                                max_tokens=16, seed=3))
    assert_close(c.logprobs, reference(model, p, c.token_ids, temperature=0.7))


async def test_stop_tokens_and_max_tokens(model, engine):
    p = prompt(11, 10)
    free = greedy(model, p, 12)
    stop_at = 4
    c = await engine.generate(p, SamplingParams(temperature=0, max_tokens=12,
                                                stop_token_ids=[free[stop_at]]))
    first = free.index(free[stop_at])
    assert c.token_ids == free[:first + 1] and c.finish_reason == "stop"
    c = await engine.generate(p, SamplingParams(temperature=0, max_tokens=5))
    assert c.token_ids == free[:5] and c.finish_reason == "length"
    # the sequence length bounds the output too
    long_prompt = prompt(12, SMALL["max_position_embeddings"] - 3)
    c = await engine.generate(long_prompt, SamplingParams(temperature=0, max_tokens=50))
    assert len(c.token_ids) == 3 and c.finish_reason == "length"


async def test_stop_function_ends_a_request(engine):
    c = await engine.generate(prompt(13, 5), SamplingParams(temperature=0, max_tokens=30),
                              stop=lambda ids: len(ids) == 4)
    assert len(c.token_ids) == 4 and c.finish_reason == "stop"


async def test_seeded_sampling_is_reproducible_alone_or_in_a_batch(engine):
    p = prompt(21, 9)
    params = SamplingParams(temperature=1.0, max_tokens=20, seed=1234)
    alone = await engine.generate(p, params)
    noise = [engine.generate(prompt(22 + i, 5 + i), SamplingParams(temperature=1.0, max_tokens=25))
             for i in range(4)]
    batched, *_ = await asyncio.gather(engine.generate(p, params), *noise)
    assert batched.token_ids == alone.token_ids
    assert_close(batched.logprobs, alone.logprobs)
    other = await engine.generate(p, SamplingParams(temperature=1.0, max_tokens=20, seed=99))
    assert other.token_ids != alone.token_ids


async def test_weight_update_changes_outputs_version_and_drops_cached_prefixes():
    model = tiny_qwen2(seed=1)
    engine = TorchEngine(model, TorchEngineConfig(prefix_block_size=4))
    try:
        p = prompt(31, 20)
        params = SamplingParams(temperature=0, max_tokens=10)
        before = await engine.generate(p, params)
        again = await engine.generate(p, params)
        assert again.cached_prompt_tokens > 0 and again.version == 0
        new_state = {k: v + 0.05 * torch.randn_like(v) for k, v in model.state_dict().items()}
        await engine.update_weights(new_state, version=1)
        after = await engine.generate(p, params)
        assert engine.version == 1 and after.version == 1 and after.token_versions == [1] * 10
        assert after.cached_prompt_tokens == 0  # the version-0 KV was not reused
        assert after.token_ids != before.token_ids
        assert after.token_ids == greedy(model, p, 10)  # the model now has the new weights
        assert_close(after.logprobs, reference(model, p, after.token_ids))
        with pytest.raises(EngineRequestError, match="unknown weight"):
            await engine.update_weights({"nope.weight": torch.zeros(1)}, version=2)
    finally:
        engine.close()


async def test_weight_update_mid_flight_keeps_the_request_and_records_versions():
    model = tiny_qwen2(seed=2)
    engine = TorchEngine(model, TorchEngineConfig(prefix_block_size=4))
    try:
        p = prompt(41, 10)
        task = asyncio.create_task(engine.generate(p, SamplingParams(temperature=0, max_tokens=120)))
        while engine.stats().generated_tokens < 5:
            await asyncio.sleep(0.005)
        await engine.update_weights({k: v * 1.01 for k, v in model.state_dict().items()}, version=7)
        c = await task
        assert len(c.token_ids) == 120 and c.version == 0
        assert c.token_versions[0] == 0 and c.token_versions[-1] == 7
        assert c.token_versions == sorted(c.token_versions)
        # a sequence computed partly with old weights is not offered to later turns
        follow = await engine.generate(p + c.token_ids + [1, 2, 3], SamplingParams(temperature=0, max_tokens=2))
        assert follow.cached_prompt_tokens == 0
    finally:
        engine.close()


async def test_bad_requests_are_refused_and_a_cancelled_one_leaves_the_batch(engine):
    for bad in ([], [VOCAB], [-1], prompt(1, SMALL["max_position_embeddings"])):
        with pytest.raises(EngineRequestError):
            await engine.generate(bad, SamplingParams())
    with pytest.raises(EngineRequestError):
        await engine.generate([1, 2], SamplingParams(top_p=0))
    task = asyncio.create_task(engine.generate(prompt(2, 5), SamplingParams(temperature=0, max_tokens=200)))
    while engine.stats().num_running == 0:
        await asyncio.sleep(0.005)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    for _ in range(200):
        if engine.stats().num_running == 0:
            break
        await asyncio.sleep(0.01)
    assert engine.stats().num_running == 0
    ok = await engine.generate(prompt(3, 5), SamplingParams(temperature=0, max_tokens=3))
    assert len(ok.token_ids) == 3


async def test_closing_fails_requests_with_engine_unavailable(model):
    engine = TorchEngine(model)
    task = asyncio.create_task(engine.generate(prompt(4, 5), SamplingParams(temperature=0, max_tokens=10_000)))
    while engine.stats().num_running == 0:
        await asyncio.sleep(0.005)
    await asyncio.to_thread(engine.close)
    with pytest.raises(EngineUnavailable):
        await task
    with pytest.raises(EngineUnavailable):
        await engine.generate([1, 2, 3], SamplingParams())


ARCHITECTURES = {
    "llama": lambda: LlamaForCausalLM(LlamaConfig(**SMALL)),
    "qwen3": lambda: Qwen3ForCausalLM(Qwen3Config(**SMALL, head_dim=16)),
    "qwen2_moe": lambda: Qwen2MoeForCausalLM(Qwen2MoeConfig(
        **SMALL, moe_intermediate_size=32, shared_expert_intermediate_size=32, num_experts=4,
        num_experts_per_tok=2)),
    "qwen3_moe": lambda: Qwen3MoeForCausalLM(Qwen3MoeConfig(
        **SMALL, head_dim=16, moe_intermediate_size=32, num_experts=4, num_experts_per_tok=2)),
}


@pytest.mark.parametrize("arch", sorted(ARCHITECTURES))
async def test_other_architectures_dense_and_moe(arch):
    torch.manual_seed(0)
    model = ARCHITECTURES[arch]().eval()
    engine = TorchEngine(model, TorchEngineConfig(prefix_block_size=4))
    try:
        prompts = [prompt(50 + i, 4 + 7 * i) for i in range(3)]
        outs = await asyncio.gather(*(engine.generate(p, SamplingParams(temperature=0, max_tokens=6 + i))
                                      for i, p in enumerate(prompts)))
        for i, (p, c) in enumerate(zip(prompts, outs, strict=True)):
            assert c.token_ids == greedy(model, p, 6 + i)
            assert_close(c.logprobs, reference(model, p, c.token_ids))
        nxt = prompts[2] + outs[2].token_ids + [5, 6]
        c = await engine.generate(nxt, SamplingParams(temperature=0, max_tokens=4))
        assert c.cached_prompt_tokens > 0 and c.token_ids == greedy(model, nxt, 4)
    finally:
        engine.close()


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
async def test_cuda_engine_matches_unbatched_greedy():
    model = tiny_qwen2(seed=3).cuda()
    engine = TorchEngine(model, TorchEngineConfig(prefix_block_size=4))
    try:
        prompts = [prompt(60 + i, 5 + 9 * i) for i in range(4)]
        outs = await asyncio.gather(*(engine.generate(p, SamplingParams(temperature=0, max_tokens=12))
                                      for p in prompts))
        cpu = tiny_qwen2(seed=3)
        for p, c in zip(prompts, outs, strict=True):
            assert c.token_ids == greedy(cpu, p, 12)
            assert_close(c.logprobs, reference(cpu, p, c.token_ids), tol=1e-3)
        seeded = await engine.generate(prompts[0], SamplingParams(temperature=1.0, max_tokens=8, seed=5))
        again = await engine.generate(prompts[0], SamplingParams(temperature=1.0, max_tokens=8, seed=5))
        assert seeded.token_ids == again.token_ids
    finally:
        engine.close()
