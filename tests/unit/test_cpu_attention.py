"""The CPU decode attention kernel (cpu_attention.py, decode_attention.c): its output against
float32 attention computed by torch, over shapes, groupings and padding, and the engine's
decode through it against the engine's decode through SDPA. Skipped where the kernel cannot
run (no AVX512-BF16, no C compiler), with the reason."""

from __future__ import annotations

import asyncio

import pytest
import torch
import torch.nn.functional as F
from transformers import LlamaConfig, LlamaForCausalLM

from parity.inference import cpu_attention
from parity.inference.engine import SamplingParams
from parity.inference.torch_engine import TorchEngine, TorchEngineConfig


def _kernel_or_skip():
    if cpu_attention.kernel() is None:
        pytest.skip(f"the decode kernel cannot run here: {cpu_attention.why_not()}")


def _reference(q, k, v, start):
    """float32 attention of each row's query over its real columns [start, C)."""
    B, H, _, D = q.shape
    G = H // k.shape[1]
    C = k.shape[2]
    mask = (torch.arange(C)[None, :] >= start[:, None])[:, None, None, :]
    return F.scaled_dot_product_attention(q.float(), k.float().repeat_interleave(G, 1),
                                          v.float().repeat_interleave(G, 1), attn_mask=mask)


@pytest.mark.parametrize(("rows", "heads", "kv_heads", "head_dim", "columns"), [
    (8, 9, 3, 64, 650),   # smollm2-135m's shape at an agent prompt's length
    (1, 9, 3, 64, 5),     # shorter than one block
    (5, 8, 2, 128, 77),   # a block and a part of one
    (3, 4, 4, 32, 33),    # no grouping
    (4, 16, 1, 64, 300),  # one KV head for all
])
def test_the_kernel_matches_float32_attention_over_each_rows_real_columns(
        one_torch_thread, rows, heads, kv_heads, head_dim, columns):
    _kernel_or_skip()
    torch.manual_seed(0)
    # slab-like views: more columns allocated than used, rows right-aligned
    k = torch.randn(rows, kv_heads, columns + 40, head_dim, dtype=torch.bfloat16)[:, :, :columns]
    v = torch.randn(rows, kv_heads, columns + 40, head_dim, dtype=torch.bfloat16)[:, :, :columns]
    q = torch.randn(rows, 1, heads, head_dim, dtype=torch.bfloat16).transpose(1, 2)
    start = torch.tensor([min(columns - 1, 7 * b) for b in range(rows)])
    # whatever sits in the padding must not matter
    for b in range(rows):
        k[b, :, :start[b]] = 1e4
        v[b, :, :start[b]] = float("nan")
    out, _ = cpu_attention.attention(torch.nn.Module(), q, k, v, None, parity_kv_start=start)
    assert out.shape == (rows, 1, heads, head_dim) and out.dtype == torch.bfloat16
    ref = _reference(q, k.nan_to_num(0.0), v.nan_to_num(0.0), start).transpose(1, 2)
    err = (out.float() - ref).abs().max().item()
    assert err < 1e-2, err  # bf16's rounding of the output is 4e-3 at these magnitudes


@pytest.mark.parametrize(("queries", "columns", "heads", "kv_heads", "head_dim"), [
    (300, 300, 9, 3, 64),   # a prompt of smollm2-135m's shape
    (37, 100, 8, 2, 128),   # a prompt's tail after 63 cached tokens (the prefix cache)
    (5, 5, 4, 4, 32),       # shorter than a block of queries or keys
    (3, 40, 6, 2, 32),
    (70, 70, 16, 1, 64),    # one KV head for all
    (100, 130, 14, 2, 96),  # groups of 7 across tiles of 12 rows; 6 value vectors a row
    (29, 29, 10, 2, 256),   # the widest head: one row's accumulators at a time
])
def test_the_prefill_kernel_matches_float32_causal_attention(
        one_torch_thread, queries, columns, heads, kv_heads, head_dim):
    _kernel_or_skip()
    torch.manual_seed(3)
    T, C, G = queries, columns, heads // kv_heads
    # as the model hands them over: q [1, H, T, D] a transposed view, k and v [1, Hk, C, D]
    q = torch.randn(1, T, heads, head_dim, dtype=torch.bfloat16).transpose(1, 2)
    k = torch.randn(1, kv_heads, C, head_dim, dtype=torch.bfloat16)
    v = torch.randn(1, kv_heads, C, head_dim, dtype=torch.bfloat16)
    out, _ = cpu_attention.attention(torch.nn.Module(), q, k, v, None, parity_causal=True)
    assert out.shape == (1, T, heads, head_dim) and out.dtype == torch.bfloat16
    mask = torch.arange(C)[None, :] <= (C - T + torch.arange(T))[:, None]  # query i: position C - T + i
    ref = F.scaled_dot_product_attention(q.float(), k.float().repeat_interleave(G, 1),
                                         v.float().repeat_interleave(G, 1), attn_mask=mask)
    err = (out.float() - ref.transpose(1, 2)).abs().max().item()
    assert err < 2e-2, err  # bf16 output and bf16 weights in the value product
    # and as close to float32 as SDPA's own bf16 path is, give or take bf16 rounding
    sdpa = F.scaled_dot_product_attention(q, k.repeat_interleave(G, 1), v.repeat_interleave(G, 1),
                                          attn_mask=mask).float()
    assert err < 2 * (sdpa - ref).abs().max().item() + 4e-3


def test_rows_split_over_threads_give_the_same_output():
    _kernel_or_skip()
    torch.manual_seed(1)
    k = torch.randn(6, 2, 90, 64, dtype=torch.bfloat16)
    v = torch.randn(6, 2, 90, 64, dtype=torch.bfloat16)
    q = torch.randn(6, 8, 1, 64, dtype=torch.bfloat16)
    start = torch.tensor([0, 3, 10, 50, 89, 1])
    before = torch.get_num_threads()
    try:
        torch.set_num_threads(1)
        one, _ = cpu_attention.attention(torch.nn.Module(), q, k, v, None, parity_kv_start=start)
        one_pre, _ = cpu_attention.attention(torch.nn.Module(), q[:1].expand(1, 8, 40, 64), k[:1],
                                             v[:1], None, parity_causal=True)
        torch.set_num_threads(3)
        three, _ = cpu_attention.attention(torch.nn.Module(), q, k, v, None, parity_kv_start=start)
        two_pre, _ = cpu_attention.attention(torch.nn.Module(), q[:1].expand(1, 8, 40, 64), k[:1],
                                             v[:1], None, parity_causal=True)  # 2 KV heads: 2 parts
    finally:
        torch.set_num_threads(before)
    assert torch.equal(one, three)
    assert torch.equal(one_pre, two_pre)


def _model() -> torch.nn.Module:
    torch.manual_seed(0)
    config = LlamaConfig(hidden_size=192, intermediate_size=256, num_hidden_layers=2,
                         num_attention_heads=6, num_key_value_heads=2, head_dim=32,
                         vocab_size=300, max_position_embeddings=512, tie_word_embeddings=True)
    return LlamaForCausalLM(config).to(torch.bfloat16).eval()


def _generate(kernel: bool, step: bool = True, model: torch.nn.Module | None = None):
    model = model if model is not None else _model()
    engine = TorchEngine(model, TorchEngineConfig(decode_kernel=kernel, decode_step=step,
                                                  prefix_cache_bytes=0, max_batch_size=4))
    assert engine._kernel is kernel
    assert (engine._decoder is not None) is (kernel and step)

    async def go():
        # different lengths (padding in the slab), rows leaving early, more requests than rows
        prompts = [list(range(1, 6)), list(range(10, 90)), [7, 8, 9], list(range(30, 50)),
                   list(range(100, 260))]
        return await asyncio.gather(*(
            engine.generate(p, SamplingParams(temperature=0.0, max_tokens=4 + 5 * i))
            for i, p in enumerate(prompts)))

    try:
        return asyncio.run(go())
    finally:
        engine.close()


def test_the_engine_decodes_through_the_kernel_as_through_sdpa(one_torch_thread):
    _kernel_or_skip()
    with_kernel, with_sdpa = _generate(True), _generate(False)
    for a, b in zip(with_kernel, with_sdpa, strict=True):
        same = next((i for i, (x, y) in enumerate(zip(a.token_ids, b.token_ids, strict=True)) if x != y),
                    len(a.token_ids))
        assert same >= 3 or len(a.token_ids) < 3  # bf16 ties may part them later, not at once
        diffs = [abs(x - y) for x, y in zip(a.logprobs[:same], b.logprobs[:same], strict=True)]
        assert max(diffs) < 0.05, diffs


def _qwen2() -> torch.nn.Module:  # biases on q/k/v, untied lm_head
    from transformers import Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(2)
    config = Qwen2Config(hidden_size=128, intermediate_size=192, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, vocab_size=280,
                         max_position_embeddings=512, tie_word_embeddings=False)
    model = Qwen2ForCausalLM(config)
    with torch.no_grad():  # random biases, so a bias left out would show
        for layer in model.model.layers:
            for proj in (layer.self_attn.q_proj, layer.self_attn.k_proj, layer.self_attn.v_proj):
                proj.bias.normal_(0, 0.5)
    return model.to(torch.bfloat16).eval()


@pytest.mark.parametrize("make", [_model, _qwen2], ids=["llama", "qwen2"])
def test_the_decode_step_gives_the_models_own_logits_bit_for_bit(one_torch_thread, make):
    """decode_step.py against the model's forward, both on the kernel: the same arithmetic,
    so the same tokens and the same logprobs exactly, over joins, padding and leaving rows."""
    _kernel_or_skip()
    own, forward = _generate(True, True, make()), _generate(True, False, make())
    for a, b in zip(own, forward, strict=True):
        assert a.token_ids == b.token_ids
        assert a.logprobs == b.logprobs


def test_the_decode_step_declines_other_layouts():
    from transformers import Qwen3Config, Qwen3ForCausalLM

    from parity.inference import decode_step

    assert decode_step.unfit(_model()) is None
    qwen3 = Qwen3ForCausalLM(Qwen3Config(hidden_size=64, intermediate_size=64, num_hidden_layers=1,
                                         num_attention_heads=2, num_key_value_heads=1, head_dim=32,
                                         vocab_size=50))
    assert "qwen3" in decode_step.unfit(qwen3)
    with pytest.raises(ValueError, match="does not fit"):
        decode_step.DecodeStep(qwen3)


def test_the_kernel_declines_what_it_does_not_take(monkeypatch):
    assert "bfloat16" in cpu_attention.unfit(_model().float())
    small = LlamaForCausalLM(LlamaConfig(hidden_size=64, intermediate_size=64, num_hidden_layers=1,
                                         num_attention_heads=4, num_key_value_heads=2,
                                         vocab_size=50)).to(torch.bfloat16)
    assert "head_dim 16" in cpu_attention.unfit(small)
    engine = TorchEngine(_model().float(), TorchEngineConfig(prefix_cache_bytes=0))
    try:
        assert engine._kernel is False  # float32 decodes with SDPA, as before
    finally:
        engine.close()
