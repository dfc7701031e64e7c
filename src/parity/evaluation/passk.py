"""pass@k and its intervals: pure functions, no I/O.

pass@k is the probability that at least one of k samples solves a task. With n >= k samples
of which c are correct, the unbiased estimator of Chen et al. 2021 ("Evaluating Large
Language Models Trained on Code", section 2.1) is

    pass@k = 1 - C(n-c, k) / C(n, k)

computed, as there, as a product that never forms the binomials (which overflow floats
for n in the hundreds): 1 - prod_{i=n-c+1..n} (1 - k/i).

Intervals are over tasks, the unit a benchmark samples: pass@1 uses Wilson's score
interval (`parity.observe.plots.wilson_interval`) on the mean of per-task estimates with
n = number of tasks. With one sample per task that is the exact binomial case; with more,
each task's estimate lies in [0, 1] with mean p, so its variance is at most p(1-p) and the
interval is conservative. pass@k (k > 1) uses a percentile bootstrap over tasks with a
fixed seed, so a report is reproducible to the digit.
"""

from __future__ import annotations

import math


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k from n samples with c correct (Chen et al. 2021). Refuses n < k:
    fewer samples than k say nothing unbiased about k draws."""
    if k < 1:
        raise ValueError(f"k must be at least 1, not {k}")
    if n < k:
        raise ValueError(f"pass@{k} needs at least {k} samples per task, got {n}")
    if not 0 <= c <= n:
        raise ValueError(f"correct samples must be between 0 and n={n}, not {c}")
    if n - c < k:  # every k-subset holds a correct sample
        return 1.0
    return 1.0 - math.prod(1.0 - k / i for i in range(n - c + 1, n + 1))


def bootstrap_interval(values: list[float], seed: int = 0, resamples: int = 2000,
                       confidence: float = 0.95) -> tuple[float, float]:
    """Percentile bootstrap interval (Efron 1979) of the mean of `values`, resampling them
    with replacement `resamples` times from numpy's default_rng(seed): the same inputs
    give the same interval. With fewer than two values: (0, 1), one task says nothing of the spread.
    Trap: where every value is 0 (or 1) the interval has no width; the Wilson interval of
    pass@1 on the same tasks says how little that proves."""
    if len(values) < 2:
        return 0.0, 1.0
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be in (0, 1), not {confidence}")
    import numpy as np

    data = np.asarray(values, dtype=np.float64)
    rows_BN = np.random.default_rng(seed).integers(0, len(data), size=(resamples, len(data)))
    means_B = np.sort(data[rows_BN].mean(axis=1))
    tail = (1 - confidence) / 2
    lo = means_B[max(0, math.floor(tail * resamples))]
    hi = means_B[min(resamples - 1, math.ceil((1 - tail) * resamples) - 1)]
    return float(lo), float(hi)


def mean_interval(values: list[float], k: int, seed: int = 0,
                  resamples: int = 2000) -> tuple[float, float]:
    """The 95 % interval `EvalResult` reports for the mean of per-task pass@k `values`:
    Wilson over tasks for k = 1, the seeded bootstrap over tasks otherwise."""
    from parity.observe.plots import wilson_interval

    if k == 1:
        return wilson_interval(sum(values), len(values))  # type: ignore[arg-type]
    return bootstrap_interval(values, seed=seed, resamples=resamples)
