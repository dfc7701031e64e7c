"""Log parsers for suites that are not pytest, on log excerpts in each runner's format."""

from __future__ import annotations

import json

import pytest

from parity.tasks import loaders, logparsers
from parity.tasks.logparsers import finished, parse_sympy, parse_unittest
from parity.tasks.schema import TaskSpec

# django's runtests.py --verbosity 2 (Python 3.8 era): migrations noise, a docstring test,
# output between `...` and `ok`, and the error list at the end.
DJANGO_LOG = """\
Testing against Django installed in '/testbed/django' with up to 8 processes
Importing application admin_changelist
Operations to perform:
  Apply all migrations: admin, sites
Running migrations:
  Applying sites.0001_initial... OK
System check identified no issues (0 silenced).
test_builtin_lookup_in_search_fields (admin_changelist.tests.ChangeListTests) ... ok
test_changelist_view_list_editable_changed_objects_uses_filter (admin_changelist.tests.ChangeListTests)
list_editable edits use a filtered queryset to limit memory usage. ... ok
test_computed_list_display_localization (admin_changelist.tests.ChangeListTests)
Regression test for #13196: output of functions should be  localized ... FAIL
test_custom_paginator (admin_changelist.tests.ChangeListTests) ... ERROR
test_deterministic_order_for_model_ordered_by_its_manager (admin_changelist.tests.ChangeListTests) ... skipped 'Database has feature(s) supports_transactions'
test_dynamic_list_display (admin_changelist.tests.ChangeListTests) ... Internal Server Error: /admin/x/
ok
test_no_duplicates (admin_changelist.tests.ChangeListTests) ... expected failure

======================================================================
ERROR: test_custom_paginator (admin_changelist.tests.ChangeListTests)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/testbed/tests/admin_changelist/tests.py", line 120, in test_custom_paginator
    self.assertIsInstance(cl.paginator, CustomPaginator)
NameError: name 'CustomPaginator' is not defined

======================================================================
FAIL: test_computed_list_display_localization (admin_changelist.tests.ChangeListTests)
Regression test for #13196: output of functions should be  localized
----------------------------------------------------------------------
Traceback (most recent call last):
AssertionError: '1000' != '1.000'

----------------------------------------------------------------------
Ran 7 tests in 0.412s

FAILED (failures=1, errors=1, skipped=1, expected failures=1)
Destroying test database for alias 'default' ('file:memorydb_default?mode=memory&cache=shared')...
"""

# sympy's bin/test -C --verbose
SYMPY_LOG = """\
============================= test process starts ==============================
executable:         /usr/bin/python  (3.9.19-final-0) [CPython]
architecture:       64-bit
cache:              no
ground types:       python
numpy:              None
random seed:        38276451
hash randomization: on (PYTHONHASHSEED=1528823123)

sympy/core/tests/test_basic.py[4]
test__aresame ok
test_structure ok
test_equality F
test_matches_basic E                                                        [FAIL]

sympy/printing/tests/test_latex.py[3]
test_latex_basic ok
test_issue_8470 f
test_latex_slow_thing  - w                                                    [OK]


________________________________________________________________________________
_____________ sympy/core/tests/test_basic.py:test_matches_basic ________________
Traceback (most recent call last):
NameError: name 'x' is not defined
________________________________________________________________________________
_______________ sympy/core/tests/test_basic.py:test_equality ___________________
AssertionError

== tests finished: 3 passed, 1 failed, 1 skipped, 1 expected to fail,
1 exceptions, in 0.88 seconds ==
DO *NOT* COMMIT!
"""

# python -m unittest -v on Python 3.11: long ids, a docstring, a failing subtest.
UNITTEST_LOG = """\
test_doc (test_s.C.test_doc)
First line of doc. ... FAIL
test_ok (test_s.C.test_ok) ... ok
test_skip (test_s.C.test_skip) ... skipped 'why'
test_sub (test_s.C.test_sub) ...
  test_sub (test_s.C.test_sub) (i=1) ... FAIL
test_xf (test_s.C.test_xf) ... expected failure
test_xp (test_s.C.test_xp) ... unexpected success

======================================================================
FAIL: test_doc (test_s.C.test_doc)
First line of doc.
----------------------------------------------------------------------
Traceback (most recent call last):
AssertionError: False is not true

======================================================================
FAIL: test_sub (test_s.C.test_sub) (i=1)
----------------------------------------------------------------------
AssertionError: 1 != 0

----------------------------------------------------------------------
Ran 6 tests in 0.001s

FAILED (failures=2, skipped=1, expected failures=1, unexpected successes=1)
"""


def test_django_verbose_log():
    got = parse_unittest(DJANGO_LOG)
    c = "admin_changelist.tests.ChangeListTests"
    assert got[f"test_builtin_lookup_in_search_fields ({c})"] == "passed"
    # a docstring test: keyed by its id line and by the docstring line, as SWE-bench does
    assert got[f"test_changelist_view_list_editable_changed_objects_uses_filter ({c})"] == "passed"
    assert got["list_editable edits use a filtered queryset to limit memory usage."] == "passed"
    assert got[f"test_computed_list_display_localization ({c})"] == "failed"
    assert got["Regression test for #13196: output of functions should be  localized"] == "failed"
    assert got[f"test_custom_paginator ({c})"] == "error"
    assert got[f"test_deterministic_order_for_model_ordered_by_its_manager ({c})"] == "skipped"
    assert got[f"test_dynamic_list_display ({c})"] == "passed"  # `ok` on a later line
    assert got[f"test_no_duplicates ({c})"] == "passed"
    # the other Python version's id form is keyed too
    assert got[f"test_custom_paginator ({c}.test_custom_paginator)"] == "error"
    assert not any("Applying" in t or "System check" in t for t in got)
    assert finished("django", DJANGO_LOG)
    assert not finished("django", DJANGO_LOG.split("Ran 7")[0])


def test_sympy_verbose_log():
    got = parse_sympy(SYMPY_LOG)
    assert got["test__aresame"] == "passed" and got["test_latex_basic"] == "passed"
    assert got["test_equality"] == "failed"
    assert got["test_matches_basic"] == "error"  # its file's [FAIL] stripped
    assert got["test_issue_8470"] == "skipped"  # expected to fail: not a pass
    assert got["test_latex_slow_thing"] == "skipped"
    assert got["sympy/core/tests/test_basic.py:test_equality"] == "failed"
    assert "executable" not in " ".join(got)
    assert finished("sympy", SYMPY_LOG) and not finished("sympy", SYMPY_LOG[:400])


def test_unittest_verbose_log():
    got = parse_unittest(UNITTEST_LOG)
    assert got["test_ok (test_s.C)"] == got["test_ok (test_s.C.test_ok)"] == "passed"
    assert got["test_doc (test_s.C)"] == got["First line of doc."] == "failed"
    assert got["test_skip (test_s.C)"] == "skipped"
    assert got["test_sub (test_s.C)"] == "failed"  # a failing subtest fails its test
    assert got["test_sub (test_s.C.test_sub) (i=1)"] == "failed"
    assert got["test_xf (test_s.C)"] == "passed" and got["test_xp (test_s.C)"] == "failed"
    assert finished("unittest", UNITTEST_LOG)


def test_worst_outcome_stands_over_a_printed_ok():
    forged = "test_ok (m.C) ... ok\n" + UNITTEST_LOG.replace("test_s.C.test_ok", "m.C.test_ok")
    forged = forged.replace("test_ok (m.C.test_ok) ... ok", "test_ok (m.C.test_ok) ... ERROR")
    assert parse_unittest(forged)["test_ok (m.C)"] == "error"


def test_unknown_parser_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown log parser 'nose'"):
        logparsers.parse("nose", "")


def test_swebench_loader_sets_parser_and_test_files(tmp_path):
    patch = ("diff --git a/tests/admin_changelist/tests.py b/tests/admin_changelist/tests.py\n"
             "--- a/tests/admin_changelist/tests.py\n+++ b/tests/admin_changelist/tests.py\n"
             "@@ -1 +1,2 @@\n x = 1\n+y = 2\n")
    records = [{"instance_id": f"{repo.replace('/', '__')}-1", "repo": repo,
                "base_commit": "abc1234", "patch": "", "test_patch": patch,
                "FAIL_TO_PASS": "[]", "PASS_TO_PASS": "[]"}
               for repo in ("django/django", "sympy/sympy", "psf/requests")]
    data = tmp_path / "swe.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in records))
    django, sympy, requests = loaders.load_tasks(data, repos_root=tmp_path)
    assert django.log_parser == "django" and django.test_command.endswith(
        "--parallel 1 admin_changelist.tests")
    assert sympy.log_parser == "sympy" and sympy.test_command.endswith(
        " tests/admin_changelist/tests.py")
    assert requests.log_parser == "pytest" and requests.test_command == loaders.DEFAULT_TEST_COMMAND
    with pytest.raises(ValueError):
        TaskSpec(id="t", repo="r", problem_statement="", fail_to_pass=[], log_parser="nose")
