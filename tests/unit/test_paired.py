"""McNemar's exact test and the per-evaluation efficiency figures, on known counts."""

from __future__ import annotations

import pytest

from parity.evaluation.paired import (
    cluster_sign_flip,
    efficiency,
    first_sample_outcomes,
    mcnemar_exact,
    paired_test,
)
from parity.evaluation.runner import EvalResult, SampleRecord, TaskRecord


def test_mcnemar_exact_on_known_counts():
    # b = 10, c = 2: 2 * P(X <= 2), X ~ Bin(12, 1/2) = 2 * (1 + 12 + 66) / 4096
    assert mcnemar_exact(10, 2) == pytest.approx(158 / 4096)
    assert mcnemar_exact(2, 10) == mcnemar_exact(10, 2)  # two-sided
    assert mcnemar_exact(0, 0) == 1.0 and mcnemar_exact(5, 5) == 1.0  # capped at 1
    assert mcnemar_exact(6, 0) == pytest.approx(2 / 64)
    # the two-sided exact binomial test of 20 of 30 at 1/2 (what scipy.stats.binomtest gives)
    assert mcnemar_exact(20, 10) == pytest.approx(0.0987, abs=5e-5)
    with pytest.raises(ValueError):
        mcnemar_exact(-1, 2)


def test_paired_test_counts_only_discordant_tasks_both_sets_have():
    before = {"a": True, "b": False, "c": False, "d": True, "only_before": False}
    after = {"a": True, "b": True, "c": True, "d": False, "only_after": True}
    r = paired_test(before, after)
    assert (r["n"], r["improved"], r["regressed"]) == (4, 2, 1)
    assert r["p_value"] == pytest.approx(mcnemar_exact(2, 1))


def test_cluster_sign_flip_counts_sign_assignments():
    # changes +3, +1: sums 4, 2, -2, -4; |sum| >= 4 in 2 of 4
    assert cluster_sign_flip([3, 1, 0]) == pytest.approx(0.5)
    assert cluster_sign_flip([5, 5, 5]) == pytest.approx(2 / 8)  # the floor, 2 / 2^k
    assert cluster_sign_flip([]) == 1.0 and cluster_sign_flip([2, -2]) == 1.0
    # one sign per cluster, whatever its size: one big cluster can never be significant
    assert cluster_sign_flip([40]) == 1.0 and cluster_sign_flip([1] * 10) == pytest.approx(2 / 1024)
    # brute force over 2^6 assignments agrees
    changes = [4, -1, 2, 7, -3, 1]
    sums = [sum(c if (m >> i) & 1 else -c for i, c in enumerate(changes)) for m in range(64)]
    assert cluster_sign_flip(changes) == pytest.approx(
        sum(abs(x) >= abs(sum(changes)) for x in sums) / 64)


def test_one_fix_copied_across_tasks_is_one_piece_of_evidence():
    # 20 tasks that are one fix, all gained: McNemar sees 20 coins, the cluster test one
    before = {f"t{i}": False for i in range(20)}
    after = {f"t{i}": True for i in range(20)}
    r = paired_test(before, after, {t: "one fix" for t in before})
    assert r["p_value"] < 1e-5
    assert (r["clusters"], r["clusters_changed"], r["cluster_p_value"]) == (1, 1, 1.0)
    # tasks missing from the mapping are clusters of their own: then it agrees with the
    # sign test that McNemar is
    r = paired_test(before, after, {})
    assert r["clusters"] == 20 and r["cluster_p_value"] == pytest.approx(r["p_value"])
    assert "cluster_p_value" not in paired_test(before, after)


def _sample(index, solved, turns, tokens, parallel):
    return SampleRecord(index=index, seed=0, trajectory_id="x", solved=solved,
                        reward=float(solved), finish_reason="submitted", turns=turns,
                        tool_calls=turns + parallel, parallel_turns=parallel, prompt_tokens=None,
                        completion_tokens=tokens, cached_prompt_tokens=0, agent_s=0.0,
                        grade_s=0.0, wall_s=0.0)


def test_efficiency_and_first_sample_outcomes():
    result = EvalResult(k=2, seed=0, concurrency=1, wall_s=0.0, tasks=[
        TaskRecord(task_id="a", repo="r", family="f",
                   samples=[_sample(1, True, 4, 400, 1), _sample(0, False, 2, 100, 0)]),
        TaskRecord(task_id="b", repo="r", family="f",
                   samples=[_sample(0, True, 2, 200, 1), _sample(1, False, 2, 50, 0)]),
    ])
    assert first_sample_outcomes(result) == {"a": False, "b": True}
    e = efficiency(result)
    assert e["turns_per_solved"] == 3.0 and e["model_tokens_per_solved"] == 300.0
    assert e["parallel_turn_fraction"] == pytest.approx(2 / 10)
    none = efficiency(EvalResult(k=1, seed=0, concurrency=1, wall_s=0.0, tasks=[]))
    assert none["turns_per_solved"] is None and none["parallel_turn_fraction"] == 0.0
