"""The grader's rules as pure functions: what is dropped, what is tampering, what pays."""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest

from parity.sandbox.workspace import text_patch
from parity.tasks.grading import (
    _summary_mismatch,
    filter_patch,
    is_test_path,
    parse_summary,
    reward,
    tampering,
    unseal,
)
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
    # the sealed report decides; a run whose closing line is lost is not refused for that
    assert _summary_mismatch("Segmentation fault", tests) is None
    # the terminal's own count, sealed with the report, is checked too
    assert "2 in the terminal's count" in _summary_mismatch("", tests, {"passed": 2})
    assert _summary_mismatch("", tests, {"passed": 2, "xpassed": 1}) is None


# Every closing line pytest prints (pytest 7 to 9, -q or not), and its counts.
SUMMARY_FORMS = {
    "3 passed in 0.12s": {"passed": 3},
    "==== 3 passed in 0.12s ====": {"passed": 3},
    "============ 2 failed, 1 passed in 0.10s =============": {"failed": 2, "passed": 1},
    "140 passed, 5 skipped, 152 subtests passed in 0.92s":
        {"passed": 140, "skipped": 5, "subtests passed": 152},
    "1 failed, 3 passed, 2 subtests failed, 4 subtests passed in 0.30s":
        {"failed": 1, "passed": 3, "subtests failed": 2, "subtests passed": 4},
    "5 passed, 1 warning in 0.21s": {"passed": 5, "warnings": 1},
    "5 passed, 3 warnings, 3 subtests passed in 0.20s":
        {"passed": 5, "warnings": 3, "subtests passed": 3},
    "1 passed, 1 xfailed, 2 xpassed in 0.05s": {"passed": 1, "xfailed": 1, "xpassed": 2},
    "1 error in 0.01s": {"errors": 1},
    "2 passed, 3 errors in 0.40s": {"passed": 2, "errors": 3},
    "4 passed, 10 deselected in 0.33s": {"passed": 4, "deselected": 10},
    "===== 2 passed, 1 rerun in 61.23s (0:01:01) =====": {"passed": 2, "reruns": 1},
    "no tests ran in 0.01s": {},
    "============================ no tests ran in 0.01s =============================": {},
    "7 passed, 2 skipped, 1 xfailed, 4 warnings, 1 error in 3.14s":
        {"passed": 7, "skipped": 2, "xfailed": 1, "warnings": 4, "errors": 1},
}


@pytest.mark.parametrize("line", sorted(SUMMARY_FORMS))
def test_every_summary_form_is_read(line):
    output = f"....\n{'=' * 10} short test summary info {'=' * 10}\nFAILED a::b\n{line}\n"
    assert parse_summary(output) == SUMMARY_FORMS[line]


def test_the_last_summary_line_counts_and_lookalikes_do_not():
    assert parse_summary("1 passed in 0.1s\n2 failed in 0.2s\n") == {"failed": 2}
    for text in ("Segmentation fault", "we passed in 3s", "3 passed in the end",
                 "3 passed in 0.1s and more"):
        assert parse_summary(text) is None, text


def test_a_report_must_carry_the_seal_of_its_key():
    key = b"k" * 32
    body = json.dumps({"tests": [], "stats": {}})
    seal = hmac.new(key, body.encode(), hashlib.sha256).hexdigest()
    assert unseal(json.dumps({"body": body, "hmac": seal}).encode(), key) == json.loads(body)
    sealed = json.dumps({"body": body, "hmac": seal}).encode()
    for raw, with_key, why in (
            (None, key, "no report"), (b"", key, "no report"),
            (json.dumps({"body": body, "hmac": "0" * 64}).encode(), key, "does not verify"),
            (json.dumps({"body": body + " ", "hmac": seal}).encode(), key, "does not verify"),
            (sealed, b"x" * 32, "does not verify")):  # another grade's key
        with pytest.raises(ValueError, match=why):
            unseal(raw, with_key)
    with pytest.raises(KeyError):  # the old, unsealed form
        unseal(json.dumps({"tests": [], "exitstatus": 0}).encode(), key)
