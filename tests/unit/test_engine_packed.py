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
