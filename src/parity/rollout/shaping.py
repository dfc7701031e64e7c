"""Reward = the grader's verdict, optionally shaped by efficiency terms.

Each term is off by default (coefficient 0) and logged on its own, so a run can make the
agent faster as well as better without hiding where the reward came from. Terms only ever
apply to solved rollouts: an unsolved rollout is never paid for being quick. The terms count
what the agent chose (turns, sampled tokens, calls made together in one turn), never wall
time: how long a rollout took is mostly the machine's load, and rewarding it rewards noise.

The trainer never standardises the shaped reward: correctness decides whether a group is
informative and each advantage's sign, and the shaping total (`Trajectory.shaping`) only ranks
the solved rollouts of a group (parity.train.advantages.correctness_first_advantages).

Partial credit (off by default) is the other way to put signal into a group whose samples
all fail: an unsolved rollout's verdict becomes `partial_credit` x the share of the task's
FAIL_TO_PASS tests that now pass, read from the grade's per-test outcomes. It counts only a
clean partial fix: every PASS_TO_PASS test still passes, the run finished, and the grader
gave no reason but failing tests (a tampering reason, or any reason it may add later, scores
0). Below 1, so any solve outranks any partial fix. It is a different objective: a policy
can learn to make the easy half of a task's tests pass, and the claim a run measures (solve
rate) does not count that; hence opt-in, and not combined with shaping (config check).
Its weight is the run's `orchestrator.partial_credit`, handed to the worker beside the shaping
terms (`[orchestrator.shaping]`, `ShapingConfig`).
"""

from __future__ import annotations

import re

from pydantic import Field

from parity.section import Section
from parity.types import Grade, Task, Trajectory

# the grader's reasons for a reward of 0 that a partial fix may have (tasks/grading.py)
_ORDINARY = re.compile(r"\d+/\d+ FAIL_TO_PASS tests not passing|the test command exited with")


class ShapingConfig(Section):
    """Reward shaping, the `[orchestrator.shaping]` section: applied to solved rollouts only,
    and it only ranks them (correctness decides the advantages' signs). No wall-time term:
    that is noise."""

    per_turn: float = 0.0  # subtracted per turn used
    per_1k_tokens: float = 0.0  # subtracted per thousand sampled tokens
    per_parallel_call: float = 0.0  # added per extra call made in the same turn
    max_total: float = Field(0.5, ge=0.0)  # shaping never moves a reward by more than this


def passing_share(grade: Grade, task: Task) -> float:
    """The share of `task`'s FAIL_TO_PASS tests that pass in `grade`, for a clean partial
    fix (see the top); 0 for anything else, or a task that names no FAIL_TO_PASS test."""
    if not task.fail_to_pass or grade.error is not None or grade.timed_out:
        return 0.0
    if not all(_ORDINARY.match(r) for r in grade.reasons):
        return 0.0
    outcome = {t.test_id: t.outcome for t in grade.tests}
    if any(outcome.get(t) != "passed" for t in task.pass_to_pass):
        return 0.0
    return sum(outcome.get(t) == "passed" for t in task.fail_to_pass) / len(task.fail_to_pass)


def with_partial_credit(traj: Trajectory, grade: Grade, task: Task, weight: float) -> None:
    """Give an unsolved, unshaped rollout its partial credit as its verdict (in place)."""
    if weight <= 0 or grade.reward > 0:
        return
    credit = weight * passing_share(grade, task)
    traj.reward = credit
    traj.reward_terms = {**traj.reward_terms, "reward/grader": credit,
                         "reward/partial_credit": credit}


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

