"""The grader's rules as pure functions: what is dropped, what is tampering, what pays."""

from __future__ import annotations

from parity.sandbox.workspace import text_patch
from parity.tasks.grading import _summary_mismatch, filter_patch, is_test_path, reward, tampering
from parity.types import Grade, Snapshot, Task, TestResult


def test_test_paths():
    for p in ("tests/test_a.py", "pkg/tests/x.py", "test_b.py", "pkg/c_test.py", "testing/u.py"):
        assert is_test_path(p), p
    for p in ("pkg/a.py", "pkg/testsuite.py", "contest.py"):
        assert not is_test_path(p), p


def test_filter_drops_tests_and_harness_files():
    patch = "".join([
        text_patch("pkg/a.py", "x = 1\n", "x = 2\n"),
        text_patch("tests/test_a.py", "", "def test(): pass\n"),
        text_patch("conftest.py", None, "import pytest\n"),
        text_patch("pytest.ini", None, "[pytest]\n"),
        text_patch("sitecustomize.py", None, "import os\n"),
        text_patch("evil.pth", None, "import os\n"),
        text_patch("pyproject.toml", "", "[tool.pytest.ini_options]\n"),
    ])
    kept, dropped = filter_patch(patch, hidden=set())
    assert "pkg/a.py" in kept and "conftest" not in kept
    assert sorted(dropped) == sorted(["tests/test_a.py", "conftest.py", "pytest.ini",
                                      "sitecustomize.py", "evil.pth", "pyproject.toml"])


def test_tampering_is_flagged_only_in_added_lines():
    bad = text_patch("pkg/a.py", "x = 1\n", "import os\nos._exit(0)\nimport atexit\n")
    assert set(tampering(bad)) == {"calls os._exit", "registers exit handlers"}
    ok = text_patch("pkg/a.py", "import os\nos._exit(0)\n", "x = 1\n")  # removing is fine
    assert tampering(ok) == []


def _grade(outcomes: dict[str, str], exit_code: int = 0, **kw) -> Grade:
    return Grade(task_id="t", exit_code=exit_code,
                 tests=[TestResult(test_id=k, outcome=v) for k, v in outcomes.items()], **kw)


TASK = Task(id="t", snapshot=Snapshot(path="/x"), fail_to_pass=["a::f"], pass_to_pass=["a::p"])


def test_reward_needs_every_listed_test_to_pass():
    assert reward(_grade({"a::f": "passed", "a::p": "passed"}), TASK) == 1.0
    for bad in ("failed", "skipped", "error"):
        g = _grade({"a::f": bad, "a::p": "passed"}, exit_code=1)
        assert reward(g, TASK) == 0.0 and any("FAIL_TO_PASS" in r for r in g.reasons)
    g = _grade({"a::f": "passed"})  # a PASS_TO_PASS test never ran
    assert reward(g, TASK) == 0.0 and any("a::p (missing)" in r for r in g.reasons)


def test_reward_checks_exit_code_and_flags():
    assert reward(_grade({"a::f": "passed", "a::p": "passed"}, exit_code=1), TASK) == 0.0
    g = _grade({"a::f": "passed", "a::p": "passed"}, reasons=["patch tampers with the test harness: calls os._exit"])
    assert reward(g, TASK) == 0.0
    g = _grade({"a::f": "passed", "a::p": "passed"}, error="wall-clock timeout after 5 s")
    assert reward(g, TASK) == 0.0


def test_summary_cross_check():
    tests = [TestResult(test_id=f"t{i}", outcome="passed") for i in range(3)]
    assert _summary_mismatch("...\n3 passed in 0.12s\n", tests) is None
    assert "1 in pytest's summary" in _summary_mismatch("2 failed, 1 passed in 0.1s", tests)
    assert "no summary line" in _summary_mismatch("Segmentation fault", tests)
