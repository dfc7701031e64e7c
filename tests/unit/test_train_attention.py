"""The trainer's attention kernels (train/attention.py, inference/attention_train.c): the
forward and the gradients against float64 attention over shapes, groupings and cached
prefixes, no further from it than torch's own bf16 attention; a training step through them
against the step through SDPA; and what goes to SDPA instead. Skipped where the kernels
cannot run (no AVX512-BF16, no C compiler), with the reason."""

from __future__ import annotations

import random

import pytest
import torch
import torch.nn.functional as F

from parity.inference import cpu_attention
from parity.train import attention as train_attention
from parity.train.attention import KernelAttention
from parity.train.config import TrainConfig
from parity.train.trainer import Trainer
from parity.types import Trajectory


@pytest.fixture(autouse=True)
def kernels_or_skip():
    if cpu_attention.kernel() is None:
        pytest.skip(f"the attention kernels cannot run here: {cpu_attention.why_not()}")
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def _causal_after_prefix(T: int, C: int) -> torch.Tensor:
    return torch.arange(C)[None, :] <= torch.arange(T)[:, None] + (C - T)


def _reference(q, k, v, scale):
    """Float64 attention, query i of T seeing keys [0, C - T + i]; [B, T, H, D]."""
    G = q.shape[1] // k.shape[1]
    k, v = k.repeat_interleave(G, 1), v.repeat_interleave(G, 1)
    s = (q @ k.transpose(-1, -2)) * scale
    s = s.masked_fill(~_causal_after_prefix(q.shape[2], k.shape[2]), float("-inf"))
    return (s.softmax(-1) @ v).transpose(1, 2)


def _relative(a: torch.Tensor, b: torch.Tensor) -> float:
    return ((a.double() - b).norm() / b.norm()).item()


@pytest.mark.parametrize(("rows", "heads", "kv_heads", "queries", "columns", "head_dim"), [
    (2, 9, 3, 50, 83, 64),    # smollm2-135m's grouping, rows after a shared prefix
    (1, 9, 3, 40, 40, 64),    # no prefix (a prompt's own forward)
    (3, 4, 4, 13, 13, 32),    # no grouping; an odd tile at the end
    (2, 8, 2, 29, 100, 128),  # a larger head; columns not a multiple of the key block
    (1, 16, 1, 7, 70, 64),    # one KV head for all
    (1, 2, 1, 1, 33, 32),     # one query
])
def test_the_kernels_match_float64_attention_and_its_gradients(rows, heads, kv_heads, queries,
                                                                 columns, head_dim):
    torch.manual_seed(0)
    q = (torch.randn(rows, heads, queries, head_dim) * 1.5).bfloat16()
    k = (torch.randn(rows, kv_heads, columns, head_dim) * 1.5).bfloat16()
    v = torch.randn(rows, kv_heads, columns, head_dim).bfloat16()
    dout = torch.randn(rows, queries, heads, head_dim)
    scale = head_dim ** -0.5
    exact = [x.double().requires_grad_() for x in (q, k, v)]
    want = _reference(*exact, scale)
    want.backward(dout.double())

    ours = [x.float().requires_grad_() for x in (q, k, v)]
    out = KernelAttention.apply(*ours, scale)
    assert out.dtype == torch.float32 and out.shape == (rows, queries, heads, head_dim)
    out.float().backward(dout)

    G = heads // kv_heads
    theirs = [x.clone().requires_grad_() for x in (q, k, v)]
    sdpa = F.scaled_dot_product_attention(
        theirs[0], theirs[1].repeat_interleave(G, 1), theirs[2].repeat_interleave(G, 1),
        attn_mask=_causal_after_prefix(queries, columns), scale=scale).transpose(1, 2)
    sdpa.float().backward(dout)

    errors = {"out": (_relative(out, want), _relative(sdpa, want))}
    for name, mine, torch_bf16, ref in zip("qkv", ours, theirs, exact, strict=True):
        assert mine.grad.dtype == torch.float32
        errors[f"d{name}"] = (_relative(mine.grad, ref.grad), _relative(torch_bf16.grad, ref.grad))
    for name, (mine, torch_bf16) in errors.items():
        assert mine < 0.01 and mine <= 2 * torch_bf16 + 1e-3, (name, errors)


def _tiny_llama(seed: int):
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(seed)
    return LlamaForCausalLM(LlamaConfig(
        vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
        tie_word_embeddings=True))  # head_dim 32: what the kernels take


def _group_rollouts() -> list[Trajectory]:
    """Two groups of four rollouts, each group opening with its own 60-token prompt."""
    rng = random.Random(5)
    out = []
    for i, g in enumerate("aaaabbbb"):
        prompt = random.Random(g).choices(range(8, 256), k=60)
        turn = [rng.randrange(8, 256) for _ in range(rng.randint(5, 30))]
        tool = [rng.randrange(8, 256) for _ in range(rng.randint(1, 9))]
        turn2 = [rng.randrange(8, 256) for _ in range(rng.randint(2, 12))]
        mask = [0] * len(prompt) + [1] * len(turn) + [0] * len(tool) + [1] * len(turn2)
        out.append(Trajectory(id=f"t{i}", task_id=g, token_ids=prompt + turn + tool + turn2,
                              loss_mask=mask, logprobs=[-rng.uniform(0.5, 6.0) if m else 0.0 for m in mask],
                              versions=[0 if m else -1 for m in mask], reward=float(i % 2)))
    return out


@pytest.mark.parametrize("share_prefix", [True, False])
def test_a_train_step_through_the_kernels_matches_the_step_through_sdpa(share_prefix, monkeypatch):
    calls: list[tuple[int, ...]] = []
    apply = KernelAttention.apply
    monkeypatch.setattr(KernelAttention, "apply",
                        lambda *a: calls.append(tuple(a[0].shape)) or apply(*a))
    trajs = _group_rollouts()
    results = {}
    for attention in ("sdpa", "auto"):
        model = _tiny_llama(seed=1)
        # two calls to a step: after one the gradient is in .grad, no optimizer step taken
        trainer = Trainer(model, TrainConfig(lr=1e-3, mixed_precision="bf16", device="cpu",
                                             share_prefix=share_prefix, shared_prefix_min=16,
                                             micro_batch_tokens=256, attention=attention,
                                             grad_accum_steps=2))
        assert (trainer.attention_why_not is None) == (attention == "auto")
        assert model.config._attn_implementation == ("sdpa" if attention == "sdpa" else train_attention.NAME)
        metrics = trainer.train_step(trajs)
        results[attention] = metrics, torch.cat([p.grad.flatten() for p in model.parameters()])
        if attention == "sdpa":
            assert not calls
    (ref, grad_ref), (mine, grad_mine) = results["sdpa"], results["auto"]
    if not share_prefix:  # rows of packed sequences: a block-diagonal mask, SDPA's
        assert not calls and torch.equal(grad_mine, grad_ref)
        return
    assert mine["train/shared_prefix"] == ref["train/shared_prefix"] == 59
    assert any(shape[2] == 59 for shape in calls)  # a prompt's own forward
    assert any(shape[0] > 1 for shape in calls)  # the rollouts after it, rows of a batch
    # bf16 attention against SDPA's float32: the same step up to bf16's rounding
    # (a GRPO loss sums to ~0 over a group: compared in absolute terms; 7e-5 apart here)
    assert mine["train/loss"] == pytest.approx(ref["train/loss"], abs=5e-4)
    assert _relative(grad_mine, grad_ref.double()) < 0.02
    assert F.cosine_similarity(grad_mine, grad_ref, dim=0) > 0.999


def test_masks_other_than_causal_after_a_prefix_go_to_sdpa(monkeypatch):
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    calls = []
    apply = KernelAttention.apply
    monkeypatch.setattr(KernelAttention, "apply", lambda *a: calls.append(1) or apply(*a))
    module = torch.nn.Module()
    module.is_causal = True
    module.num_key_value_groups = 2
    torch.manual_seed(0)
    q, k, v = torch.randn(1, 4, 10, 32), torch.randn(1, 2, 10, 32), torch.randn(1, 2, 10, 32)
    block = _causal_after_prefix(10, 10).clone()
    block[5:, :5] = False  # two packed sequences in one row
    for mask in (block[None, None], _causal_after_prefix(10, 10)[None, None].float()):
        out, _ = train_attention.attention(module, q, k, v, mask)
        want, _ = sdpa_attention_forward(module, q, k, v, mask)
        assert not calls and torch.equal(out, want)
    out, _ = train_attention.attention(module, q, k, v, None, dropout=0.1)  # dropout: SDPA's
    assert not calls
    out, _ = train_attention.attention(module, q, k, v, _causal_after_prefix(10, 10)[None, None])
    assert calls and out.dtype == torch.float32
