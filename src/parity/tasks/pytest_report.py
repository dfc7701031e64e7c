"""A pytest plugin copied into a grading workspace: it writes each test's outcome as JSON.

Loaded with `-p parity_grade_report`; the output path comes from PARITY_GRADE_REPORT. It
is standalone (imports nothing from parity) because it runs inside the sandbox.
"""

import json
import os

_results = {}
# Taken out of the environment at once, so code under test cannot find it there.
REPORT_PATH = os.environ.pop("PARITY_GRADE_REPORT", None)


def _set(nodeid, outcome, message=""):
    prev = _results.get(nodeid)
    # A failure in any phase wins over a pass; an error in setup/teardown is an error.
    rank = {"passed": 0, "skipped": 1, "failed": 2, "error": 3}
    if prev is None or rank[outcome] > rank[prev[0]]:
        _results[nodeid] = (outcome, message[:2000])


def pytest_runtest_logreport(report):
    if report.when == "call":
        if report.passed:
            _set(report.nodeid, "passed")
        elif report.skipped:
            _set(report.nodeid, "skipped")
        else:
            outcome = "passed" if hasattr(report, "wasxfail") else "failed"
            _set(report.nodeid, outcome, str(report.longrepr))
    elif report.failed:
        _set(report.nodeid, "error", str(report.longrepr))
    elif report.skipped and report.when == "setup":
        _set(report.nodeid, "skipped")


def pytest_collectreport(report):
    if report.failed:
        _set(report.nodeid or "<collection>", "error", str(report.longrepr))


def pytest_sessionfinish(session, exitstatus):
    path = REPORT_PATH
    if not path:
        return
    rows = [{"test_id": k, "outcome": v[0], "message": v[1]} for k, v in _results.items()]
    with open(path, "w") as f:
        json.dump({"exitstatus": int(exitstatus), "tests": rows}, f)
