"""pass@k (Chen et al. 2021) against hand-computed values and brute-force enumeration, its
refusals, and the seeded intervals around it."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from parity.evaluation.passk import bootstrap_interval, mean_interval, pass_at_k
from parity.evaluation.runner import EvalResult, SampleRecord, TaskRecord, sample_seed


def brute_force(n: int, c: int, k: int) -> Fraction:
    """The share of k-subsets of n samples (the first c correct) holding a correct one."""
    subsets = list(itertools.combinations(range(n), k))
    return Fraction(sum(any(i < c for i in s) for s in subsets), len(subsets))


@pytest.mark.parametrize(("n", "c", "k", "expected"), [
    (4, 2, 1, 0.5),  # pass@1 is c/n
    (4, 1, 2, 0.5),  # 1 - C(3,2)/C(4,2) = 1 - 3/6
    (5, 2, 2, 0.7),  # 1 - C(3,2)/C(5,2) = 1 - 3/10
    (10, 3, 5, 1 - 21 / 252),  # 1 - C(7,5)/C(10,5)
    (4, 1, 4, 1.0),  # n = k: solved by any sample
    (4, 0, 4, 0.0),
])
def test_hand_computed_values(n, c, k, expected):
    assert pass_at_k(n, c, k) == pytest.approx(expected, abs=1e-12)


def test_matches_brute_force_enumeration_over_subsets():
    for n in range(1, 11):
        for c in range(n + 1):
            for k in range(1, n + 1):
                assert pass_at_k(n, c, k) == pytest.approx(float(brute_force(n, c, k)), abs=1e-12), (n, c, k)


def test_edges_and_large_n_stay_exact():
    for n in (1, 7, 200):
        for k in (1, min(n, 5)):
            assert pass_at_k(n, 0, k) == 0.0
            assert pass_at_k(n, n, k) == 1.0
    # the binomials of n = 1000 overflow floats; the product form does not
    n, c, k = 1000, 3, 100
    exact = 1 - Fraction(math.comb(n - c, k), math.comb(n, k))
    assert pass_at_k(n, c, k) == pytest.approx(float(exact), rel=1e-12)


@pytest.mark.parametrize(("n", "c", "k", "message"), [
    (3, 1, 4, "at least 4 samples"),
    (4, 5, 2, "between 0 and n=4"),
    (4, -1, 2, "between 0 and n=4"),
    (4, 1, 0, "at least 1"),
])
def test_refuses_what_it_cannot_estimate(n, c, k, message):
    with pytest.raises(ValueError, match=message):
        pass_at_k(n, c, k)


def test_bootstrap_is_seeded_and_brackets_the_mean():
    values = [(i * 0.618) % 1 for i in range(30)]  # per-task pass@k values, all distinct
    a = bootstrap_interval(values, seed=3)
    assert a == bootstrap_interval(values, seed=3)
    assert a != bootstrap_interval(values, seed=4)
    mean = sum(values) / len(values)
    assert a[0] < mean < a[1] and 0.0 <= a[0] and a[1] <= 1.0
    assert bootstrap_interval([1.0] * 5) == (1.0, 1.0)  # no spread, no width
    assert bootstrap_interval([]) == bootstrap_interval([1.0]) == (0.0, 1.0)
    # more tasks, a narrower interval
    wide = bootstrap_interval([1.0, 0.0] * 5, seed=0)
    narrow = bootstrap_interval([1.0, 0.0] * 200, seed=0)
    assert narrow[1] - narrow[0] < (wide[1] - wide[0]) / 3


def test_pass1_interval_is_wilson_over_tasks():
    from parity.observe.plots import wilson_interval

    assert mean_interval([1.0, 0.0, 0.0, 1.0], k=1) == wilson_interval(2, 4)


def _task(task_id: str, repo: str, family: str, solved: list[bool]) -> TaskRecord:
    return TaskRecord(task_id=task_id, repo=repo, family=family, samples=[
        SampleRecord(index=i, seed=i, trajectory_id=f"t{i}", solved=s, reward=float(s), finish_reason="submitted",
                     turns=2, tool_calls=3, parallel_turns=1, prompt_tokens=100,
                     completion_tokens=10, cached_prompt_tokens=0, agent_s=1.0, grade_s=0.5,
                     wall_s=2.0)
        for i, s in enumerate(solved)])


def test_result_aggregates_and_breakdowns():
    result = EvalResult(k=2, seed=0, concurrency=1, wall_s=1.0, tasks=[
        _task("a", "r1", "swap", [True, True]),
        _task("b", "r1", "flip", [True, False]),
        _task("c", "r2", "flip", [False, False]),
    ])
    s = result.summary()
    assert s["pass@1"]["value"] == pytest.approx((1 + 0.5 + 0) / 3)
    assert s["pass@2"]["value"] == pytest.approx(2 / 3)
    assert s["by_repo"]["r1"]["pass@1"]["value"] == pytest.approx(0.75)
    assert s["by_repo"]["r2"]["pass@2"]["value"] == 0.0
    assert s["by_kind"]["flip"]["tasks"] == 2 and s["by_kind"]["flip"]["solved_samples"] == 1
    assert s["tool_calls_per_turn"] == 1.5 and s["parallel_turn_share"] == 0.5
    assert s["tokens"] == {"prompt": 600, "completion": 60, "cached_prompt": 0,
                           "prompt_per_sample": 100.0, "completion_per_sample": 10.0}
    assert s["wall_s"]["per_task_mean"] == 4.0


def test_sample_seeds_follow_the_task_not_its_position():
    assert sample_seed(0, "t1", 0) == sample_seed(0, "t1", 0)
    assert len({sample_seed(0, "t1", i) for i in range(4)} | {sample_seed(1, "t1", 0)}) == 5
