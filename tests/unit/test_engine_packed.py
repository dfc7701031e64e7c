"""bf16 linears on prepacked weights (packed.py): the same tokens and logprobs as plain
`F.linear`, and weight updates reach the packed copies. Skipped on CPUs without AMX or
AVX512-BF16, where the engine does not pack."""

from __future__ import annotations

import asyncio

import pytest
import torch
from transformers import Qwen2Config, Qwen2ForCausalLM

from parity.inference.engine import SamplingParams
from parity.inference.packed import PackedLinear, packing_available
from parity.inference.torch_engine import TorchEngine, TorchEngineConfig


def _model(seed: int) -> torch.nn.Module:
    torch.manual_seed(seed)
    config = Qwen2Config(hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, vocab_size=300,
                         max_position_embeddings=256, tie_word_embeddings=True)
    return Qwen2ForCausalLM(config).to(torch.bfloat16).eval()


def _run(engine: TorchEngine, prompts: list[list[int]]):
    async def go():
        params = SamplingParams(temperature=0.0, max_tokens=6)
        return await asyncio.gather(*(engine.generate(p, params) for p in prompts))

    try:
        return asyncio.run(go())
    finally:
        engine.close()


def _greedy(model: torch.nn.Module, pack: bool, prompts: list[list[int]], state=None):
    engine = TorchEngine(model, TorchEngineConfig(pack_bf16_linears=pack, prefix_cache_bytes=0))
    if state is not None:
        async def update():
            await engine.update_weights(state, 1)
        asyncio.run(update())
    return [(c.token_ids, c.logprobs) for c in _run(engine, prompts)]


@pytest.mark.skipif(not packing_available(_model(0)), reason="no bf16 in this CPU's hardware")
def test_packed_linears_give_the_same_outputs_and_follow_weight_updates(one_torch_thread):
    prompts = [[1, 2, 3, 4, 5], [7, 8, 9], list(range(20, 60))]
    packed_model = _model(0)
    packed = _greedy(packed_model, True, prompts)
    assert any(isinstance(m, PackedLinear) for m in packed_model.modules())
    assert packed_model.lm_head.weight is packed_model.model.embed_tokens.weight  # the tie holds
    assert packed == _greedy(_model(0), False, prompts)
    new_state = {k: v.clone() for k, v in _model(1).state_dict().items()}
    after = _greedy(_model(0), True, prompts, state=new_state)
    assert after == _greedy(_model(1), False, prompts) and after != packed


@pytest.mark.skipif(not packing_available(_model(0)), reason="no bf16 in this CPU's hardware")
def test_fused_siblings_answer_each_input_with_its_own_output():
    from parity.inference.packed import FusedPack, pack_linears

    model = _model(0)
    reference = _model(0)
    pack_linears(model)
    attn, ref = model.model.layers[0].self_attn, reference.model.layers[0].self_attn
    assert isinstance(attn.q_proj.fused, FusedPack) and attn.q_proj.fused is attn.v_proj.fused
    assert isinstance(model.model.layers[0].mlp.up_proj.fused, FusedPack)
    a, b = torch.randn(3, 64, dtype=torch.bfloat16), torch.randn(3, 64, dtype=torch.bfloat16)
    with torch.inference_mode():
        q_a = attn.q_proj(a)
        k_b = attn.k_proj(b)  # another input: computed for b, not taken from a's output
        v_a = attn.v_proj(a)
        assert torch.equal(q_a, ref.q_proj(a)) and torch.equal(v_a, ref.v_proj(a))
        assert torch.equal(k_b, ref.k_proj(b))
        assert attn.q_proj.fused._output is not None  # a's siblings have not all taken theirs
        attn.q_proj(b), attn.k_proj(b), attn.v_proj(b)
        assert attn.q_proj.fused._output is None  # all served: nothing held between calls
