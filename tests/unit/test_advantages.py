"""Advantage estimators against hand-computed values."""

from __future__ import annotations

import math

import pytest
import torch

from parity.train.advantages import compute_advantages

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
