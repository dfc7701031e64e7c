"""A pytest plugin copied into a grading workspace: it writes each test's outcome as JSON.

Loaded with `-p parity_grade_report` before any test or library code is imported, so it can
also notice code under test that tampers with pytest from inside the process: it records
the identity of the functions that decide outcomes and the plugins registered at start, and
reports any that changed by the end. Standalone (imports nothing from parity): it runs
inside the sandbox. What it cannot stop is code that also finds and patches this module.

PYTEST_DONT_REWRITE: it has no asserts, and the grading fork server imports it before pytest
could rewrite it (pytest would warn about that, and the warning would show in the summary).
"""

import json
import os

import _pytest.main
import _pytest.python
import _pytest.reports
import _pytest.runner
import pytest

_results = {}
# Taken out of the environment at once, so code under test cannot find it there.
REPORT_PATH = os.environ.pop("PARITY_GRADE_REPORT", None)

_WATCHED = {
    "_pytest.runner.call_and_report": (_pytest.runner, "call_and_report"),
    "_pytest.runner.runtestprotocol": (_pytest.runner, "runtestprotocol"),
    "_pytest.runner.call_runtest_hook": (_pytest.runner, "call_runtest_hook"),
    "_pytest.runner.pytest_runtest_makereport": (_pytest.runner, "pytest_runtest_makereport"),
    "_pytest.reports.TestReport": (_pytest.reports, "TestReport"),
    "_pytest.reports.TestReport.from_item_and_call": (_pytest.reports.TestReport, "from_item_and_call"),
    "_pytest.python.pytest_pyfunc_call": (_pytest.python, "pytest_pyfunc_call"),
    "_pytest.main.pytest_runtestloop": (_pytest.main, "pytest_runtestloop"),
}
# Raw attributes (vars), not getattr: a classmethod is a new bound object on every access.
_ORIGINAL = {name: vars(owner).get(attr) for name, (owner, attr) in _WATCHED.items()}
_plugins_at_start = set()


def _set(nodeid, outcome, message=""):
    prev = _results.get(nodeid)
    # A failure in any phase wins over a pass; an error in setup/teardown is an error.
    rank = {"passed": 0, "skipped": 1, "failed": 2, "error": 3}
    if prev is None or rank[outcome] > rank[prev[0]]:
        _results[nodeid] = (outcome, message[:2000])


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session):
    # before any test module (and so any library code) is imported
    _plugins_at_start.update(id(p) for p in session.config.pluginmanager.get_plugins())


def pytest_runtest_logreport(report):
    if report.when == "call":
        if report.passed:
            _set(report.nodeid, "passed")
        elif report.skipped:
            _set(report.nodeid, "skipped")
        else:
            _set(report.nodeid, "failed", str(report.longrepr))
    elif report.failed:
        _set(report.nodeid, "error", str(report.longrepr))
    elif report.skipped and report.when == "setup":
        _set(report.nodeid, "skipped")


def pytest_collectreport(report):
    if report.failed:
        _set(report.nodeid or "<collection>", "error", str(report.longrepr))


def _tampering(session):
    found = [name for name, (owner, attr) in _WATCHED.items()
             if vars(owner).get(attr) is not _ORIGINAL[name]]
    for plugin in session.config.pluginmanager.get_plugins():
        if id(plugin) in _plugins_at_start:
            continue
        source = getattr(plugin, "__file__", "") or ""
        if os.path.basename(source) != "conftest.py":  # conftests register during collection
            found.append(f"plugin registered at run time: {getattr(plugin, '__name__', plugin)!r}")
    return found


def pytest_sessionfinish(session, exitstatus):
    if not REPORT_PATH:
        return
    rows = [{"test_id": k, "outcome": v[0], "message": v[1]} for k, v in _results.items()]
    with open(REPORT_PATH, "w") as f:
        json.dump({"exitstatus": int(exitstatus), "tests": rows,
                   "tampered": _tampering(session)}, f)
