"""Partial credit (rollout/shaping.py): the share of FAIL_TO_PASS tests a clean partial fix
makes pass, read from the grade's per-test outcomes; 0 for anything that is not clean."""

from __future__ import annotations

import pytest

from parity.rollout.shaping import passing_share, with_partial_credit
from parity.types import Grade, Snapshot, Task, TestResult, Trajectory

TASK = Task(id="t", snapshot=Snapshot(path="/nonexistent"),
            fail_to_pass=["t.py::a", "t.py::b", "t.py::c", "t.py::d"], pass_to_pass=["t.py::p"])


def grade(outcomes: dict[str, str], reasons: list[str] | None = None, **kw) -> Grade:
    return Grade(task_id="t", exit_code=1,
                 tests=[TestResult(test_id=k, outcome=v) for k, v in outcomes.items()],
                 reasons=reasons if reasons is not None
                 else ["2/4 FAIL_TO_PASS tests not passing: t.py::c (failed)",
                       "the test command exited with 1"], **kw)


def test_the_share_of_failing_tests_that_now_pass():
    g = grade({"t.py::a": "passed", "t.py::b": "passed", "t.py::c": "failed",
               "t.py::p": "passed"})  # d is missing: not passing
    assert passing_share(g, TASK) == 0.5


@pytest.mark.parametrize("change", [
    {"tests": [TestResult(test_id="t.py::a", outcome="passed"),
               TestResult(test_id="t.py::p", outcome="failed")]},  # broke what worked
    {"error": "the run died"},
    {"timed_out": True},
    {"reasons": ["patch tampers with the test harness"]},  # any reason but failing tests
])
def test_anything_but_a_clean_partial_fix_scores_zero(change):
    g = grade({"t.py::a": "passed", "t.py::p": "passed"}).model_copy(update=change)
    assert passing_share(g, TASK) == 0.0
    assert passing_share(grade({}), TASK.model_copy(update={"fail_to_pass": []})) == 0.0


def test_credit_becomes_the_verdict_of_an_unsolved_rollout_only():
    g = grade({"t.py::a": "passed", "t.py::p": "passed"})
    traj = Trajectory(id="x", task_id="t", reward=0.0, reward_terms={"reward/grader": 0.0})
    with_partial_credit(traj, g, TASK, 0.5)
    assert traj.reward == traj.verdict == 0.125 and traj.shaping == 0.0
    solved = Trajectory(id="y", task_id="t", reward=1.0)
    with_partial_credit(solved, g.model_copy(update={"reward": 1.0}), TASK, 0.5)
    assert solved.reward == 1.0 and "reward/partial_credit" not in solved.reward_terms
    off = Trajectory(id="z", task_id="t", reward=0.0)
    with_partial_credit(off, g, TASK, 0.0)
    assert off.reward == 0.0


def test_partial_credit_and_shaping_are_not_combined():
    from parity.config import ConfigError, load_config

    assert load_config(overrides=["orchestrator.partial_credit=0.5"]).orchestrator.partial_credit == 0.5
    with pytest.raises(ConfigError, match="partial_credit with shaping"):
        load_config(overrides=["orchestrator.partial_credit=0.5",
                               "orchestrator.shaping.per_turn=0.01"])
