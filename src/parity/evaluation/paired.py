"""Before and after RL are measured on the same tasks, so they are compared pair by pair.

Two independent 95 % intervals that overlap say little: the same tasks are hard before and
after, so most of each interval's width is task difficulty, which a paired test cancels.
McNemar's exact test (McNemar 1947) looks only at the discordant tasks: `improved` (unsolved
before, solved after) and `regressed` (the reverse). Under "RL changed nothing" each
discordant task is a fair coin, so the two-sided p-value is the binomial tail
2 * P(X <= min(b, c)), X ~ Binomial(b + c, 1/2), capped at 1.

A task's outcome is its first sample (index 0): greedy evaluation has one, and with k > 1
sample 0 has the same seed before and after (`runner.sample_seed`). Left out: a paired
bootstrap of pass@k for k > 1.

`efficiency` gives what shaping aims at, per evaluation: turns and model (sampled) tokens
per solved sample, and the share of turns that made two or more tool calls at once.
"""

from __future__ import annotations

from math import comb
from typing import Any

from parity.evaluation.runner import EvalResult


def mcnemar_exact(improved: int, regressed: int) -> float:
    """Two-sided exact McNemar p-value from the discordant counts."""
    if improved < 0 or regressed < 0:
        raise ValueError("discordant counts cannot be negative")
    n, low = improved + regressed, min(improved, regressed)
    if n == 0:
        return 1.0
    tail = sum(comb(n, i) for i in range(low + 1)) / 2**n
    return min(1.0, 2 * tail)


def first_sample_outcomes(result: EvalResult) -> dict[str, bool]:
    """task id -> whether its first sample solved it."""
    out = {}
    for t in result.tasks:
        first = min(t.samples, key=lambda s: s.index, default=None)
        out[t.task_id] = first is not None and first.solved
    return out


def paired_test(before: dict[str, bool], after: dict[str, bool]) -> dict[str, Any]:
    """McNemar's exact test over the tasks both evaluations have."""
    common = sorted(before.keys() & after.keys())
    improved = sum(after[t] and not before[t] for t in common)
    regressed = sum(before[t] and not after[t] for t in common)
    return {"test": "mcnemar_exact", "n": len(common), "improved": improved,
            "regressed": regressed, "p_value": mcnemar_exact(improved, regressed)}


def efficiency(result: EvalResult) -> dict[str, float | None]:
    """turns_per_solved and model_tokens_per_solved (None when nothing solved), and
    parallel_turn_fraction over every sample's turns."""
    samples = [s for t in result.tasks for s in t.samples]
    solved = [s for s in samples if s.solved]
    turns = sum(s.turns for s in samples)
    return {
        "turns_per_solved": sum(s.turns for s in solved) / len(solved) if solved else None,
        "model_tokens_per_solved": (sum(s.completion_tokens for s in solved) / len(solved)
                                    if solved else None),
        "parallel_turn_fraction": sum(s.parallel_turns for s in samples) / turns if turns else 0.0,
    }
