"""Advantages from group rewards: one reward per rollout, rollouts grouped by task.

Three estimators, all critic-free baselines computed within a group of rollouts of the
same prompt:

- "grpo": (r - mean_g) / (std_g + eps), Shao et al. 2024, DeepSeekMath (arXiv:2402.03300).
  std is the unbiased (Bessel) one, as TRL and verl compute it, so the two agree.
- "dr_grpo": r - mean_g, Liu et al. 2025, "Understanding R1-Zero-Like Training"
  (arXiv:2503.20783): dividing by std over-weights groups that are nearly solved or nearly
  failed (a question-difficulty bias), so Dr. GRPO drops it.
- "rloo": r - mean of the *other* rollouts of the group, Ahmadian et al. 2024, "Back to
  Basics: Revisiting REINFORCE Style Optimization" (arXiv:2402.14740). Unbiased because a
  rollout's own reward is not in its baseline. A group of one has no baseline: advantage 0.

A group whose rewards are all equal carries no signal: every estimator gives it zeros, and
`zero_variance_B` marks its members so that callers can count or drop them (DAPO's dynamic
sampling drops them before they reach the trainer; that filter lives in the orchestrator).

With reward shaping, `correctness_first_advantages` keeps the grader's verdict in charge:
whether a group is informative and every advantage's sign come from correctness alone, and
efficiency (the shaping terms, in reward units with coefficients fixed in advance) only ranks
the rollouts that solved, scaling each one's advantage by at most +-`max_efficiency_share`.
Standardising shaped rewards instead turned a group that all solved and differed only in
machine noise (wall time) into advantages of +-1: std-normalisation amplifies any spread,
however small.

Groups may be ragged (rollouts that errored are dropped upstream), so groups are given as
an index per rollout rather than a (num_groups, group_size) matrix. Left out: per-token
advantages (process rewards) and batch-level std normalisation (Hu et al., REINFORCE++).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Literal

import torch

AdvantageName = Literal["grpo", "dr_grpo", "rloo"]
ADVANTAGE_NAMES: tuple[str, ...] = ("grpo", "dr_grpo", "rloo")


@dataclass(frozen=True)
class Advantages:
    advantages_B: torch.Tensor  # float, one per rollout
    zero_variance_B: torch.Tensor  # bool: the rollout's group has all-equal rewards
    group_index_B: torch.Tensor  # long, dense group ids 0..num_groups-1
    num_groups: int

    def metrics(self) -> dict[str, float]:
        zero_groups = torch.zeros(self.num_groups, dtype=torch.bool)
        zero_groups[self.group_index_B] = self.zero_variance_B
        return {
            "advantages/mean": float(self.advantages_B.mean()),
            "advantages/abs_mean": float(self.advantages_B.abs().mean()),
            "advantages/num_groups": float(self.num_groups),
            "advantages/zero_variance_frac": float(zero_groups.float().mean()),
        }


def dense_group_index(group_ids: Sequence[Hashable]) -> tuple[torch.Tensor, int]:
    """Map arbitrary group keys (task ids, say) to 0..n-1 in order of first appearance."""
    seen: dict[Hashable, int] = {}
    index = [seen.setdefault(g, len(seen)) for g in group_ids]
    return torch.tensor(index, dtype=torch.long), len(seen)


def _group_sum(values_B: torch.Tensor, group_index_B: torch.Tensor, num_groups: int) -> torch.Tensor:
    return torch.zeros(num_groups, dtype=values_B.dtype).index_add_(0, group_index_B, values_B)


def group_stats(rewards_B: torch.Tensor, group_index_B: torch.Tensor, num_groups: int
                ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Per-group (count_G, mean_G, unbiased std_G); std is 0 for groups of one."""
    count_G = _group_sum(torch.ones_like(rewards_B), group_index_B, num_groups)
    mean_G = _group_sum(rewards_B, group_index_B, num_groups) / count_G
    sq_dev_B = (rewards_B - mean_G[group_index_B]) ** 2
    var_G = _group_sum(sq_dev_B, group_index_B, num_groups) / (count_G - 1).clamp(min=1)
    return count_G, mean_G, var_G.sqrt()


def compute_advantages(rewards: Sequence[float] | torch.Tensor, group_ids: Sequence[Hashable],
                       name: AdvantageName = "grpo", eps: float = 1e-6) -> Advantages:
    rewards_B = torch.as_tensor(rewards, dtype=torch.float64).flatten()
    if rewards_B.numel() != len(group_ids):
        raise ValueError(f"{rewards_B.numel()} rewards but {len(group_ids)} group ids")
    if not torch.isfinite(rewards_B).all():
        raise ValueError("rewards must be finite numbers")
    group_index_B, num_groups = dense_group_index(group_ids)
    count_G, mean_G, std_G = group_stats(rewards_B, group_index_B, num_groups)
    # All-equal groups, tested exactly (std can be a rounding error away from 0).
    first_G = torch.empty(num_groups, dtype=rewards_B.dtype).scatter_(
        0, group_index_B.flip(0), rewards_B.flip(0))  # the last write wins: first occurrence
    differs_G = _group_sum((rewards_B != first_G[group_index_B]).double(), group_index_B, num_groups)
    zero_variance_B = (differs_G == 0)[group_index_B]
    centred_B = rewards_B - mean_G[group_index_B]
    if name == "grpo":
        adv_B = centred_B / (std_G[group_index_B] + eps)
    elif name == "dr_grpo":
        adv_B = centred_B
    elif name == "rloo":
        # r - (S - r)/(n - 1) == n/(n - 1) * (r - mean); a group of one gets 0.
        n_B = count_G[group_index_B]
        adv_B = torch.where(n_B > 1, centred_B * n_B / (n_B - 1).clamp(min=1), 0.0)
    else:
        raise ValueError(f"unknown advantage estimator {name!r}; use one of {ADVANTAGE_NAMES}")
    adv_B = torch.where(zero_variance_B, 0.0, adv_B)  # exact zeros, not eps-sized noise
    return Advantages(adv_B.float(), zero_variance_B, group_index_B, num_groups)


def correctness_first_advantages(correct: Sequence[float], efficiency: Sequence[float],
                                 group_ids: Sequence[Hashable], name: AdvantageName = "grpo",
                                 max_efficiency_share: float = 0.5) -> Advantages:
    """A = A_correct + |A_correct| * e. A_correct is `name`'s advantage of the grader's
    rewards; e, for a rollout that solved (correct > 0), is its efficiency minus the mean
    efficiency of its group's solved rollouts, clipped to +-max_efficiency_share (< 1), and 0
    for every other rollout. So a sign never flips, an unsolved rollout is never paid for
    being quick, a group whose verdicts all agree gets exact zeros whatever its efficiencies,
    and nothing is divided by the efficiencies' spread."""
    if not 0.0 <= max_efficiency_share < 1.0:
        raise ValueError("max_efficiency_share must be in [0, 1): efficiency never outranks "
                         "correctness")
    adv = compute_advantages(correct, group_ids, name)
    eff_B = torch.as_tensor(efficiency, dtype=torch.float64).flatten()
    if eff_B.numel() != adv.advantages_B.numel() or not torch.isfinite(eff_B).all():
        raise ValueError("efficiency needs one finite number per rollout")
    solved_B = torch.as_tensor(correct, dtype=torch.float64).flatten() > 0
    g, n = adv.group_index_B, adv.num_groups
    count_G = _group_sum(solved_B.double(), g, n)
    mean_G = _group_sum(torch.where(solved_B, eff_B, 0.0), g, n) / count_G.clamp(min=1)
    e_B = (eff_B - mean_G[g]).clamp(-max_efficiency_share, max_efficiency_share)
    e_B = torch.where(solved_B, e_B, 0.0)
    a_B = adv.advantages_B.double()
    return Advantages((a_B + a_B.abs() * e_B).float(), adv.zero_variance_B, g, n)
