"""Before and after RL are measured on the same tasks, so they are compared pair by pair.

Two independent 95 % intervals that overlap say little: the same tasks are hard before and
after, so most of each interval's width is task difficulty, which a paired test cancels.
McNemar's exact test (McNemar 1947) looks only at the discordant tasks: `improved` (unsolved
before, solved after) and `regressed` (the reverse). Under "RL changed nothing" each
discordant task is a fair coin, so the two-sided p-value is the binomial tail
2 * P(X <= min(b, c)), X ~ Binomial(b + c, 1/2), capped at 1.

Tasks are not always independent: in the kata set, dozens of repositories share one template
line byte for byte, and a model that learns (or unlearns) that one fix moves all of them at
once, which McNemar's test counts as dozens of independent coins. Given each task's cluster
(`clusters`: task id -> a name; the run passes its fix groups, `parity.tasks.select`),
`paired_test` adds a paired permutation test over clusters (Fisher's randomization test,
Fisher 1935, with the cluster as the unit): each cluster's net change d = improved -
regressed, statistic |sum d|; under "RL changed nothing" every cluster's sign is a fair coin,
and the exact distribution of sum(+-d) is counted by dynamic programming over the clusters.
With k clusters that changed, no p-value can be below 2 / 2^k.

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


def cluster_sign_flip(changes: list[int]) -> float:
    """Two-sided exact p-value of sum(changes) under independent random signs: the share of
    the 2^k sign assignments whose |sum| is at least the observed one."""
    observed = abs(sum(changes))
    counts = {0: 1}
    for d in (abs(c) for c in changes if c):
        nxt: dict[int, int] = {}
        for total, n in counts.items():
            for t in (total + d, total - d):
                nxt[t] = nxt.get(t, 0) + n
        counts = nxt
    k = sum(1 for c in changes if c)
    return sum(n for total, n in counts.items() if abs(total) >= observed) / 2**k


def paired_test(before: dict[str, bool], after: dict[str, bool],
                clusters: dict[str, str] | None = None) -> dict[str, Any]:
    """McNemar's exact test over the tasks both evaluations have; with `clusters`, the
    cluster-level permutation test too (`clusters`, `clusters_changed`, `cluster_p_value`:
    each task not in the mapping is a cluster of its own)."""
    common = sorted(before.keys() & after.keys())
    improved = sum(after[t] and not before[t] for t in common)
    regressed = sum(before[t] and not after[t] for t in common)
    out = {"test": "mcnemar_exact", "n": len(common), "improved": improved,
           "regressed": regressed, "p_value": mcnemar_exact(improved, regressed)}
    if clusters is not None:
        net: dict[str, int] = {}
        for t in common:
            c = clusters.get(t, t)
            net[c] = net.get(c, 0) + int(after[t]) - int(before[t])
        out.update(clusters=len(net), clusters_changed=sum(1 for d in net.values() if d),
                   cluster_p_value=cluster_sign_flip(list(net.values())))
    return out


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
