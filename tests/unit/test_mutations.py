"""The mutation engine: every kind finds its sites, edits are minimal and still parse."""

from __future__ import annotations

import ast

import pytest

from parity.tasks.synth.mutations import KINDS, combine, disjoint_groups, find_mutants, sample
from parity.tasks.synth.pipeline import _clean_failure_cause, _package_of
from parity.tasks.synth.statements import problem_statement
from parity.types import TestResult

SOURCE = '''
def clamp(value, low=0, high=10, strict=False):
    """Clamp value into [low, high]."""
    if low > high:
        return None
    if value < low and not strict:
        value = low
    elif value > high or strict:
        value = high
    else:
        value = value + 1 - 1
    total = max(value, low)
    items = [1, 2, 3][:value]
    log(total, items)
    return total * 2
'''


def test_every_kind_is_found_and_parses():
    mutants = find_mutants(SOURCE, "m.py")
    kinds = {m.kind for m in mutants}
    assert kinds == set(KINDS)
    for m in mutants:
        new = m.apply(SOURCE)
        assert new != SOURCE
        ast.parse(new)


@pytest.mark.parametrize(("kind", "before", "after"), [
    ("flip_comparison", "if low > high:", "if low >= high:"),
    ("flip_boolean", "value < low and not strict", "value < low or not strict"),
    ("swap_arithmetic", "return total * 2", "return total // 2"),
    ("change_default", "strict=False", "strict=True"),
    ("swap_args", "log(total, items)", "log(items, total)"),
])
def test_edits_are_minimal(kind, before, after):
    mutants = [m for m in find_mutants(SOURCE, "m.py") if m.kind == kind]
    outs = [m.apply(SOURCE) for m in mutants]
    assert any(after in o and before not in o for o in outs)
    for o in outs:  # one spot changed, everything else kept
        changed = [a for a, b in zip(SOURCE.splitlines(), o.splitlines(), strict=False) if a != b]
        assert len(changed) <= 2


def test_drop_branch_removes_guard_clause_lines():
    guard = [m for m in find_mutants(SOURCE, "m.py") if m.description == "guard clause removed"]
    assert guard and "return None" not in guard[0].apply(SOURCE)


def test_small_functions_are_skipped():
    assert find_mutants("def f(a):\n    return a + 1\n", "m.py") == []


def test_sampling_is_seeded_and_balanced():
    mutants = find_mutants(SOURCE, "m.py")
    a, b = sample(mutants, 9, seed=3), sample(mutants, 9, seed=3)
    assert a == b
    assert len({m.kind for m in a}) == 9
    assert sample(mutants, 9, seed=4) != a


def test_combine_refuses_overlaps_and_same_line():
    mutants = find_mutants(SOURCE, "m.py")
    cmp_ = next(m for m in mutants if m.kind == "flip_comparison" and m.line == 4)
    same_line = next(m for m in mutants if m.line == 4 and m is not cmp_)
    far = next(m for m in mutants if m.kind == "swap_args" and "items, total" in m.replacement)
    assert combine(SOURCE, [cmp_, same_line]) is None
    both = combine(SOURCE, [cmp_, far])
    assert both is not None and ">=" in both and "log(items, total)" in both


def test_multi_bug_groups_are_disjoint_mixed_and_seeded():
    mutants = find_mutants(SOURCE, "m.py")
    groups = disjoint_groups(mutants, SOURCE, 4, seed=0)
    assert [len(g) for g in groups] == [2, 3, 2, 3]
    used = [m for g in groups for m in g]
    assert len(used) == len(set(used))  # no bug in two tasks
    for g in groups:
        assert combine(SOURCE, g) is not None
        assert len({m.kind for m in g}) == len(g)  # kinds mixed while the pool allows
    assert disjoint_groups(mutants, SOURCE, 4, seed=0) == groups
    assert disjoint_groups(mutants, SOURCE, 4, seed=1) != groups
    assert disjoint_groups(mutants[:1], SOURCE, 4, seed=0) == []


def test_statement_keeps_the_error_after_a_long_traceback():
    frames = "".join(f"\nsrc/x.py:{i}: in rec\n    return rec(n - 1)\nE   (chained {i})"
                     for i in range(60))
    message = (frames + "\n\n    def test_deep():\n>       rec(40)\n"
               "E       ValueError: deep end\nE       assert False\n")
    failing = [TestResult(test_id="tests/test_x.py::test_deep", outcome="failed",
                          message=message)]
    text = problem_statement("toolz", failing, 1, {"src/x.py"})
    assert "ValueError: deep end" in text and "assert False" in text
    assert "chained" not in text
    assert "`toolz`" in text


def test_package_and_clean_failure_causes():
    assert _package_of("src/toolz/itertoolz.py") == "toolz"
    assert _package_of("tlz/__init__.py") == "tlz"
    assert _package_of("lib.py") == "lib"
    assert _clean_failure_cause("E   ModuleNotFoundError: No module named 'numpy.linalg'") == \
        "missing dependency 'numpy'"
    assert _clean_failure_cause(
        "E   FileNotFoundError: [Errno 2] No such file or directory: 'tests/data/a.json'") == \
        "missing file 'tests/data/a.json'"
    assert _clean_failure_cause("E   assert 1 == 2") == "fails on the clean code"


def test_mutants_after_a_form_feed_land_on_their_own_text():
    # str.splitlines ends a line at a form feed, the parser does not: every offset after one
    # was on the wrong line (email/base64mime.py has one)
    source = ("\x0c\n# section\n\n"
              "class C:\n"
              "    def clamp(self, v, lo, hi):\n"
              "        \"\"\"doc \x0c inside\"\"\"\n"
              "        if v < lo:\n"
              "            return lo\n"
              "        return min(v, hi)\n")
    mutants = find_mutants(source, "m.py")
    assert mutants
    for m in mutants:
        mutated = m.apply(source)
        ast.parse(mutated)  # each mutant parses as a whole file
        assert source[m.start:m.end] != m.replacement
    inverted = next(m for m in mutants if m.kind == "invert_if")
    assert source[inverted.start:inverted.end] == "v < lo"


def test_a_mutant_that_breaks_the_file_is_rejected_by_its_function_alone():
    from parity.tasks.synth.mutations import Mutant, _parses_in

    source = "class C:\n    def f(self, a, b):\n        x = a + b\n        return x\n\n\ny = 1\n"
    start, end = source.index("    def"), source.index("\n\ny")
    good = Mutant("swap_op", "m.py", 3, "f", "", source.index("a + b"),
                  source.index("a + b") + 5, "a - b")
    bad = Mutant("swap_op", "m.py", 3, "f", "", source.index("a + b"),
                 source.index("a + b") + 5, "a - (b")
    assert _parses_in(source, start, end + 1, good) and not _parses_in(source, start, end + 1, bad)
