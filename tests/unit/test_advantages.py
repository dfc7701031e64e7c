"""Advantage estimators against hand-computed values."""

from __future__ import annotations

import math

import pytest
import torch

from parity.train.advantages import compute_advantages, correctness_first_advantages

REWARDS = [1.0, 0.0, 0.0, 1.0, 0.5, 0.5, 2.0]
GROUPS = ["a", "a", "a", "a", "b", "b", "c"]


def test_grpo_normalises_by_the_unbiased_group_std():
    adv = compute_advantages(REWARDS, GROUPS, "grpo", eps=0.0)
    z = 0.5 / math.sqrt(1 / 3)  # mean 0.5, unbiased std sqrt(4 * 0.25 / 3)
    assert adv.advantages_B.tolist() == pytest.approx([z, -z, -z, z, 0, 0, 0])
    assert adv.zero_variance_B.tolist() == [False] * 4 + [True] * 3
    assert adv.num_groups == 3
    m = adv.metrics()
    assert m["advantages/zero_variance_frac"] == pytest.approx(2 / 3)
    assert m["advantages/num_groups"] == 3


def test_dr_grpo_only_centres():
    adv = compute_advantages(REWARDS, GROUPS, "dr_grpo")
    assert adv.advantages_B.tolist() == pytest.approx([0.5, -0.5, -0.5, 0.5, 0, 0, 0])


def test_rloo_subtracts_the_mean_of_the_others():
    adv = compute_advantages([1.0, 0.0, 0.0, 3.0, 1.0], ["x", "x", "x", "y", "y"], "rloo")
    # x: 1 - 0, 0 - 0.5, 0 - 0.5; y: 3 - 1, 1 - 3
    assert adv.advantages_B.tolist() == pytest.approx([1.0, -0.5, -0.5, 2.0, -2.0])


def test_groups_may_be_ragged_and_interleaved():
    adv = compute_advantages([1.0, 5.0, 0.0, 7.0, 6.0], [0, 1, 0, 1, 1], "dr_grpo")
    assert adv.advantages_B.tolist() == pytest.approx([0.5, -1.0, -0.5, 1.0, 0.0])
    assert adv.group_index_B.tolist() == [0, 1, 0, 1, 1]


@pytest.mark.parametrize("name", ["grpo", "dr_grpo", "rloo"])
def test_equal_rewards_give_exact_zeros(name):
    # 0.1 * 3 / 3 != 0.1 in floating point: zero variance must be found exactly anyway.
    adv = compute_advantages([0.1, 0.1, 0.1, 0.7], ["g", "g", "g", "solo"], name)
    assert torch.equal(adv.advantages_B, torch.zeros(4))
    assert adv.zero_variance_B.all()


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="group ids"):
        compute_advantages([1.0, 2.0], ["a"])
    with pytest.raises(ValueError, match="finite"):
        compute_advantages([float("nan"), 1.0], ["a", "a"])
    with pytest.raises(ValueError, match="unknown advantage"):
        compute_advantages([1.0, 2.0], ["a", "a"], "ppo")  # type: ignore[arg-type]


def test_correctness_first_a_group_that_all_solved_gets_zeros_whatever_its_noise():
    # all solved; shaped rewards differ by machine noise: std-normalised, that was +-1
    noise = [0.001, -0.002, 0.0005, 0.0]
    assert compute_advantages([1 + x for x in noise], ["g"] * 4).advantages_B.abs().max() > 1
    adv = correctness_first_advantages([1.0] * 4, noise, ["g"] * 4)
    assert torch.equal(adv.advantages_B, torch.zeros(4)) and adv.zero_variance_B.all()


def test_correctness_first_efficiency_only_ranks_the_solved():
    correct = [1.0, 1.0, 1.0, 0.0, 0.0, 0.0]
    efficiency = [-0.05, -0.15, 0.4, 0.0, 0.0, 0.0]  # shaping totals: 0 when unsolved
    plain = compute_advantages(correct, ["g"] * 6).advantages_B
    adv = correctness_first_advantages(correct, efficiency, ["g"] * 6,
                                       max_efficiency_share=0.3).advantages_B
    assert torch.equal(adv[3:], plain[3:])  # the unsolved are untouched
    assert (adv[:3] > 0).all() and adv[2] > adv[0] > adv[1]  # ranked, signs kept
    # e = efficiency - mean over the solved (0.0667), clipped to +-0.3; no std anywhere
    e = torch.tensor([-0.05, -0.15, 0.4]) - 0.2 / 3
    assert adv[:3].tolist() == pytest.approx((plain[:3] * (1 + e.clamp(-0.3, 0.3))).tolist(),
                                             rel=1e-5)
    with pytest.raises(ValueError, match="correctness"):
        correctness_first_advantages(correct, efficiency, ["g"] * 6, max_efficiency_share=1.0)
