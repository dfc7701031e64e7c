"""Policy losses against hand-computed examples, clipping, masks, TIS, KL, and the
vanilla policy gradient they all reduce to when ratios are 1."""

from __future__ import annotations

import math

import pytest
import torch

from parity.train.config import LossConfig
from parity.train.loss import (
    LOSSES,
    BatchTotals,
    PolicyBatch,
    k3_kl_BT,
    mismatch_metrics,
    policy_loss,
    tis_weights_BT,
    token_nll_loss,
)

# Two sequences: 2 and 3 sampled tokens; advantages +1 and -2.
MASK = torch.tensor([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0]])
ADV = torch.tensor([1.0, -2.0])
OLD = torch.tensor([[-1.0, -2.0, 0.0], [-0.5, -1.5, -3.0]])
RATIOS = torch.tensor([[1.0, 1.5, 1.0], [1.0, 0.5, 1.1]])


def batch(ratios=RATIOS, old=OLD, engine=None, ref=None, mask=MASK, adv=ADV) -> PolicyBatch:
    logprobs = (old + ratios.log()).clone().requires_grad_(True)
    return PolicyBatch(logprobs_BT=logprobs, old_logprobs_BT=old,
                       engine_logprobs_BT=old if engine is None else engine,
                       advantages_B=adv, mask_BT=mask, ref_logprobs_BT=ref)


def cfg(name: str, **kw) -> LossConfig:
    return LossConfig(name=name, tis_cap=None, **kw)


def loss_and_grad(b: PolicyBatch, c: LossConfig, totals: BatchTotals | None = None):
    loss, metrics = policy_loss(b, c, totals)
    (grad,) = torch.autograd.grad(loss, b.logprobs_BT)
    return loss.item(), grad, metrics


def test_grpo_hand_computed():
    # seq0: -(min(1, 1) + min(1.5, 1.2)) / 2 = -1.1
    # seq1: -(min(-2, -2) + min(-1, -1.6) + min(-2.2, -2.2)) / 3 = 5.8 / 3
    loss, grad, m = loss_and_grad(batch(), cfg("grpo"))
    assert loss == pytest.approx((-1.1 + 5.8 / 3) / 2, rel=1e-6)
    # d/dlogp of -r A / len / B where unclipped; exactly zero where clipped.
    expected = torch.tensor([[-1 / 4, 0.0, 0.0], [2 / 6, 0.0, 2.2 / 6]])
    torch.testing.assert_close(grad, expected)
    assert m["loss/clip_frac"].item() == pytest.approx(2 / 5)
    assert m["loss/clip_frac_high"].item() == pytest.approx(1 / 5)
    assert m["loss/clip_frac_low"].item() == pytest.approx(1 / 5)


def test_dapo_clips_higher_and_normalises_over_batch_tokens():
    loss, grad, _ = loss_and_grad(batch(ratios=torch.tensor([[1.0, 1.25, 1.0], [1.0, 0.5, 1.1]])),
                                  cfg("dapo", eps_low=0.2, eps_high=0.28))
    # 1.25 is inside [0.8, 1.28]: not clipped any more; 0.5 still is (below 0.8, A < 0).
    assert loss == pytest.approx((-(1 + 1.25) + (2 + 1.6 + 2.2)) / 5, rel=1e-6)
    expected = torch.tensor([[-1 / 5, -1.25 / 5, 0.0], [2 / 5, 0.0, 2.2 / 5]])
    torch.testing.assert_close(grad, expected)


def test_dr_grpo_divides_by_a_constant():
    loss, grad, _ = loss_and_grad(batch(), cfg("dr_grpo", dr_grpo_max_tokens=4))
    assert loss == pytest.approx((-2.2 + 5.8) / (2 * 4), rel=1e-6)
    expected = torch.tensor([[-1 / 8, 0.0, 0.0], [2 / 8, 0.0, 2.2 / 8]])
    torch.testing.assert_close(grad, expected)


def test_gspo_uses_the_geometric_mean_ratio_and_clips_sequences():
    c = cfg("gspo", gspo_eps_low=0.2, gspo_eps_high=0.2)
    loss, grad, m = loss_and_grad(batch(), c)
    s0, s1 = math.sqrt(1.5), (0.5 * 1.1) ** (1 / 3)  # 1.2247 (clipped to 1.2), 0.8193 (inside)
    assert loss == pytest.approx((-1.2 + 2 * s1) / 2, rel=1e-6)
    assert s0 > 1.2
    # seq0 is clipped as a whole: no gradient on any of its tokens. seq1: d/dlogp_t of
    # -s1 * A / B with s1 = exp(mean_t log r) is -s1 * A / (len * B) on every token.
    expected = torch.tensor([[0.0, 0.0, 0.0], [2 * s1 / 6] * 3])
    torch.testing.assert_close(grad, expected)
    assert m["loss/clip_frac"].item() == pytest.approx(0.5)


def test_cispo_clips_the_weight_but_keeps_every_gradient():
    loss, grad, m = loss_and_grad(batch(), cfg("cispo", cispo_eps_high=0.2))
    logp = OLD + RATIOS.log()
    weights = RATIOS.clamp(max=1.2)
    expected_loss = -(weights * ADV[:, None] * logp * MASK).sum() / 5
    assert loss == pytest.approx(expected_loss.item(), rel=1e-6)
    expected = -(weights * ADV[:, None] * MASK) / 5
    torch.testing.assert_close(grad, expected)
    assert (grad[MASK.bool()] != 0).all()  # the clipped token (ratio 1.5) still learns
    assert m["loss/clip_frac"].item() == pytest.approx(1 / 5)


@pytest.mark.parametrize("name", sorted(LOSSES))
def test_every_loss_is_the_vanilla_policy_gradient_at_ratio_one(name):
    """At pi == pi_old (the first update on a batch) every loss has the REINFORCE gradient
    -A * d log pi, scaled by its own normaliser."""
    c = cfg(name, dr_grpo_max_tokens=7)
    b = batch(ratios=torch.ones_like(RATIOS))
    _, grad, m = loss_and_grad(b, c)
    lengths = MASK.sum(-1, keepdim=True)
    scale = {"grpo": 1 / (lengths * 2), "gspo": 1 / (lengths * 2), "dapo": 1 / 5.0,
             "cispo": 1 / 5.0, "dr_grpo": 1 / (2 * 7.0)}[name]
    logp = b.logprobs_BT.detach().clone().requires_grad_(True)
    vanilla = -(ADV[:, None] * logp * MASK * scale).sum()
    (expected,) = torch.autograd.grad(vanilla, logp)
    torch.testing.assert_close(grad, expected)
    assert m["loss/clip_frac"].item() == 0.0


@pytest.mark.parametrize("name", sorted(LOSSES))
def test_masked_tokens_contribute_nothing(name):
    c = cfg(name, kl_coef=0.1)
    ref = OLD - 0.3
    clean = loss_and_grad(batch(ref=ref), c)
    # Garbage (finite) in the masked slot: same loss, zero gradient there.
    garbage = RATIOS.clone()
    garbage[0, 2] = 40.0
    old, eng, ref2 = OLD.clone(), OLD.clone(), ref.clone()
    old[0, 2], eng[0, 2], ref2[0, 2] = 25.0, -60.0, 9.0
    dirty = loss_and_grad(batch(ratios=garbage, old=old, engine=eng, ref=ref2),
                          c.model_copy(update={"tis_cap": 2.0}))
    assert dirty[0] == pytest.approx(clean[0], rel=1e-6)
    assert dirty[1][0, 2] == 0.0
    torch.testing.assert_close(dirty[1], clean[1])


def test_totals_make_micro_batches_sum_to_the_full_batch():
    for name in sorted(LOSSES):
        c = cfg(name)
        full, _ = policy_loss(batch(), c)
        totals = BatchTotals.of(MASK)
        parts = 0.0
        for i in range(2):
            b = batch(ratios=RATIOS[i:i + 1], old=OLD[i:i + 1], mask=MASK[i:i + 1], adv=ADV[i:i + 1])
            parts += policy_loss(b, c, totals)[0].item()
        assert parts == pytest.approx(full.item(), rel=1e-6), name


def test_truncated_importance_sampling_weights():
    old = torch.tensor([[math.log(0.3), math.log(0.1)]])
    engine = torch.tensor([[math.log(0.1), math.log(0.2)]])  # ratios 3 and 0.5
    mask = torch.ones(1, 2)
    torch.testing.assert_close(tis_weights_BT(old, engine, mask, cap=2.0), torch.tensor([[2.0, 0.5]]))
    torch.testing.assert_close(tis_weights_BT(old, engine, mask, cap=2.0, level="sequence"),
                               torch.tensor([[1.5, 1.5]]))
    torch.testing.assert_close(tis_weights_BT(old, engine, mask, cap=None), mask)
    m = mismatch_metrics(old, engine, mask, tis_weights_BT(old, engine, mask, 2.0), 2.0)
    assert m["mismatch/abs_logprob_diff"].item() == pytest.approx((math.log(3) + math.log(2)) / 2)
    assert m["mismatch/kl_k3"].item() == pytest.approx(((3 - 1 - math.log(3)) + (0.5 - 1 - math.log(0.5))) / 2)
    assert m["mismatch/kl_k1"].item() == pytest.approx((-math.log(3) + math.log(2)) / 2)
    assert m["mismatch/tis_clip_frac"].item() == 0.5


def test_tis_weights_scale_the_policy_gradient():
    engine = OLD - torch.tensor([[math.log(3), math.log(0.5), 0.0], [0.0, 0.0, 0.0]])
    b = batch(ratios=torch.ones_like(RATIOS), engine=engine)
    _, grad, m = loss_and_grad(b, LossConfig(name="dapo", tis_cap=2.0))
    w = torch.tensor([[2.0, 0.5, 0.0], [1.0, 1.0, 1.0]])
    torch.testing.assert_close(grad, -(w * ADV[:, None] * MASK) / 5)
    assert m["mismatch/tis_weight_mean"].item() == pytest.approx((2 + 0.5 + 3) / 5)


def test_k3_kl_to_the_reference():
    logp = torch.zeros(1, 1, requires_grad=True)
    ref = torch.full((1, 1), math.log(0.5))
    kl = k3_kl_BT(logp, ref)
    assert kl.item() == pytest.approx(0.5 - 1 - math.log(0.5))
    (g,) = torch.autograd.grad(kl.sum(), logp)
    assert g.item() == pytest.approx(1 - 0.5)  # d/dlogp [e^(ref-logp) - (ref-logp) - 1]
    # In a loss: added per token with kl_coef, normalised like the policy term.
    b = batch(ratios=torch.ones_like(RATIOS), ref=OLD.clone())  # ref == pi: KL 0, gradient 0
    with_kl = loss_and_grad(b, cfg("grpo", kl_coef=0.5))
    without = loss_and_grad(b, cfg("grpo"))
    torch.testing.assert_close(with_kl[1], without[1])
    assert with_kl[2]["loss/kl_ref"].item() == 0.0


def test_token_nll_loss():
    logp = torch.log(torch.tensor([[0.5, 0.25, 0.9]]))
    mask = torch.tensor([[1.0, 1.0, 0.0]])
    loss, m = token_nll_loss(logp, mask, num_tokens=4)
    assert loss.item() == pytest.approx((math.log(2) + math.log(4)) / 4)
    assert m["loss/nll"].item() == pytest.approx((math.log(2) + math.log(4)) / 2)


def test_unknown_loss_is_refused():
    with pytest.raises(ValueError):
        LossConfig(name="ppo")  # type: ignore[arg-type]
