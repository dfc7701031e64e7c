"""Reward = the grader's verdict, optionally shaped by efficiency terms.

Each term is off by default (coefficient 0) and logged on its own, so a run can make the
agent faster as well as better without hiding where the reward came from. Terms only ever
apply to solved rollouts: an unsolved rollout is never paid for being quick. The terms count
what the agent chose (turns, sampled tokens, calls made together in one turn), never wall
time: how long a rollout took is mostly the machine's load, and rewarding it rewards noise.

The trainer never standardises the shaped reward: correctness decides whether a group is
informative and each advantage's sign, and the shaping total (`Trajectory.shaping`) only ranks
the solved rollouts of a group (parity.train.advantages.correctness_first_advantages).
"""

from __future__ import annotations

from dataclasses import dataclass

from parity.types import Trajectory


@dataclass(frozen=True)
class ShapingConfig:
    per_turn: float = 0.0  # subtracted per turn used
    per_1k_tokens: float = 0.0  # subtracted per thousand sampled tokens
    per_parallel_call: float = 0.0  # added per extra call made in the same turn
    max_total: float = 0.5  # shaping never moves a reward by more than this


def shaped_reward(traj: Trajectory, base: float, cfg: ShapingConfig) -> tuple[float, dict[str, float]]:
    terms = {
        "reward/turns": -cfg.per_turn * len(traj.turns),
        "reward/tokens": -cfg.per_1k_tokens * traj.num_model_tokens / 1000,
        "reward/parallel_calls": cfg.per_parallel_call * sum(
            max(0, len(t.tool_calls) - 1) for t in traj.turns),
    }
    if base <= 0:
        return base, {k: 0.0 for k in terms} | {"reward/grader": base}
    total = max(-cfg.max_total, min(cfg.max_total, sum(terms.values())))
    return base + total, terms | {"reward/grader": base}

