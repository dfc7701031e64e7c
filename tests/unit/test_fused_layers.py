"""fused_layers.py: the one-pass RMSNorm and SiLU-and-multiply of elementwise.c against what
transformers' modules compute, and their place in a model and in the engine."""

from __future__ import annotations

import asyncio

import pytest
import torch
from transformers.models.llama.modeling_llama import LlamaRMSNorm

from parity.inference import cpu_attention, fused_layers
from parity.inference.engine import SamplingParams
from parity.inference.torch_engine import TorchEngine, TorchEngineConfig
from tests.unit.test_cpu_attention import _model  # the tiny Llama the kernel tests decode


def _kernels_or_skip() -> None:
    if cpu_attention.kernel() is None or not fused_layers._functions():
        pytest.skip(f"the CPU kernels cannot run here: {cpu_attention.why_not()}")


def _bf16_ulps(a: torch.Tensor, b: torch.Tensor) -> int:
    """The largest distance between a and b in units of bf16's last place at b's magnitude."""
    ulp = torch.finfo(torch.bfloat16).eps * b.float().abs().clamp_min(1e-30)
    return int(((a.float() - b.float()).abs() / ulp).max().ceil())


@pytest.mark.parametrize("shape", [(661, 576), (8, 1, 576), (1, 1, 100), (3, 5, 33)])
def test_the_norm_is_the_modules(shape, monkeypatch):
    _kernels_or_skip()
    calls = []
    kernel = fused_layers._norm
    monkeypatch.setattr(fused_layers, "_norm", lambda *a: calls.append(a) or kernel(*a))
    torch.manual_seed(0)
    norm = LlamaRMSNorm(shape[-1], eps=1e-5).to(torch.bfloat16)
    with torch.no_grad():
        norm.weight.normal_(1.0, 0.3)
    fused = fused_layers.FusedRMSNorm(norm)
    x = (torch.randn(*shape) * torch.logspace(-2, 4, shape[-1])).to(torch.bfloat16)  # residual-stream spread
    with torch.inference_mode():
        ours, theirs = fused(x), norm(x)
    assert calls  # the kernel computed it
    assert ours.shape == theirs.shape and ours.dtype == torch.bfloat16
    assert (ours != theirs).float().mean().item() < 0.01  # mostly bit for bit
    assert _bf16_ulps(ours, theirs) <= 2  # and never more than the sum's order can move


def test_silu_mul_takes_column_slices_of_the_packed_product(monkeypatch):
    _kernels_or_skip()
    calls = []
    kernel = fused_layers._silu_mul
    monkeypatch.setattr(fused_layers, "_silu_mul", lambda *a: calls.append(a) or kernel(*a))
    torch.manual_seed(1)
    for rows in (1, 8, 300):  # 300: split over threads when there are several
        gu = (torch.randn(rows, 1, 2 * 200) * 4).to(torch.bfloat16)  # gate | up, as FusedPack gives them
        gate, up = gu[..., :200], gu[..., 200:]
        with torch.inference_mode():
            ours = fused_layers.act_mul(torch.nn.SiLU(), gate, up)
            theirs = torch.nn.functional.silu(gate) * up
        assert calls and ours.shape == theirs.shape
        assert _bf16_ulps(ours, theirs) <= 1
        assert (ours != theirs).float().mean().item() < 0.01


def test_rows_that_are_not_evenly_spaced_and_other_dtypes_go_to_torch():
    x = torch.randn(4, 6, 8).to(torch.bfloat16)
    assert fused_layers._fits(x, x[:, :, :4], x[:, 2:3])  # slices that are rows of one stride
    assert torch.equal(fused_layers._rows(x[:, 2:3]), x[:, 2])
    assert not fused_layers._fits(x[:, :3])  # rows of 8, 3 of every 6: not one stride
    assert not fused_layers._fits(x.transpose(0, 1)[:, :2])
    assert not fused_layers._fits(x.float())
    assert not fused_layers._fits(x.transpose(1, 2))  # last dimension not contiguous
    with torch.inference_mode():
        f = fused_layers.act_mul(torch.nn.GELU(), x, x)  # not SiLU: torch's arithmetic
    assert torch.equal(f, torch.nn.functional.gelu(x) * x)


def test_install_keeps_the_parameters_and_follows_weight_updates():
    _kernels_or_skip()
    model = _model()
    before = {k: v for k, v in model.state_dict(keep_vars=True).items()}
    ids = torch.tensor([[5, 9, 13, 2, 40, 41]])
    with torch.inference_mode():
        plain = model(input_ids=ids).logits
    assert fused_layers.install(model) is None
    after = model.state_dict(keep_vars=True)
    assert list(after) == list(before) and all(after[k] is before[k] for k in before)
    assert isinstance(model.model.norm, fused_layers.FusedRMSNorm)
    with torch.inference_mode():
        fused = model(input_ids=ids).logits
    assert (fused.float() - plain.float()).abs().max().item() < 0.05
    with torch.no_grad():  # an update in place, as the engine applies one
        model.model.norm.weight.mul_(2.0)
    with torch.inference_mode():
        doubled = model(input_ids=ids).logits
    assert not torch.allclose(doubled.float(), fused.float())
    # with gradients recorded the modules compute as transformers' do, and backward works
    loss = model(input_ids=ids).logits.float().logsumexp(-1).mean()
    loss.backward()
    assert model.model.norm.weight.grad is not None


def test_the_engine_with_and_without_them_decodes_alike(one_torch_thread):
    _kernels_or_skip()

    def generate(fused: bool):
        engine = TorchEngine(_model(), TorchEngineConfig(fused_layers=fused, prefix_cache_bytes=0))
        assert isinstance(engine.model.model.norm, fused_layers.FusedRMSNorm) is fused

        async def go():
            return await asyncio.gather(*(engine.generate(p, SamplingParams(temperature=0.0, max_tokens=6))
                                          for p in ([1, 2, 3], list(range(10, 80)))))
        try:
            return asyncio.run(go())
        finally:
            engine.close()

    for a, b in zip(generate(True), generate(False), strict=True):
        assert a.token_ids[:2] == b.token_ids[:2]  # bf16 near-ties may part them later
        assert abs(a.logprobs[0] - b.logprobs[0]) < 0.05
