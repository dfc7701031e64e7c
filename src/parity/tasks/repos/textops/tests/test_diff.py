import pytest

from textops import diff_lines, edit_distance, format_diff, lcs, similarity


@pytest.mark.parametrize("a,b,expected", [
    ("", "", 0),
    ("abc", "", 3),
    ("", "ab", 2),
    ("kitten", "sitting", 3),
    ("flaw", "lawn", 2),
    ("same", "same", 0),
    ("ab", "ba", 2),
])
def test_edit_distance(a, b, expected):
    assert edit_distance(a, b) == expected


def test_edit_distance_is_symmetric():
    assert edit_distance("sunday", "saturday") == edit_distance("saturday", "sunday") == 3


def test_edit_distance_substitution_cost():
    assert edit_distance("abc", "abd", substitution_cost=2) == 2
    assert edit_distance("a", "b", substitution_cost=5) == 2


def test_edit_distance_lists():
    assert edit_distance(["x", "y"], ["x", "z", "y"]) == 1


def test_similarity():
    assert similarity("", "") == 1.0
    assert similarity("abcd", "abcd") == 1.0
    assert similarity("abcd", "abce") == 0.75
    assert similarity("ab", "xyz") == 0.0


def test_lcs():
    assert "".join(lcs("ABCBDAB", "BDCABA")) == "BDAB"
    assert lcs("abc", "xyz") == []
    assert lcs("", "abc") == []
    assert lcs([1, 2, 3, 4], [2, 4]) == [2, 4]


def test_diff_lines_identical():
    assert diff_lines(["a", "b"], ["a", "b"]) == [(" ", "a"), (" ", "b")]


def test_diff_lines_change():
    assert diff_lines(["a", "b", "c"], ["a", "x", "c"]) == [
        (" ", "a"), ("-", "b"), ("+", "x"), (" ", "c"),
    ]


def test_diff_lines_insert_and_delete_at_end():
    assert diff_lines(["a"], ["a", "b"]) == [(" ", "a"), ("+", "b")]
    assert diff_lines(["a", "b"], ["a"]) == [(" ", "a"), ("-", "b")]


def test_diff_lines_insert_at_start():
    assert diff_lines(["b"], ["a", "b"]) == [("+", "a"), (" ", "b")]


def test_diff_lines_empty_sides():
    assert diff_lines([], ["x"]) == [("+", "x")]
    assert diff_lines(["x"], []) == [("-", "x")]


def test_format_diff_full():
    assert format_diff(["a", "b"], ["a", "c"]) == " a\n-b\n+c"


def test_format_diff_context():
    old = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
    new = ["1", "2", "3", "4", "X", "6", "7", "8", "9"]
    assert format_diff(old, new, context=1) == " 4\n-5\n+X\n 6"


def test_format_diff_context_separates_hunks():
    old = ["a", "b", "c", "d", "e", "f", "g"]
    new = ["A", "b", "c", "d", "e", "f", "G"]
    assert format_diff(old, new, context=1) == "-a\n+A\n b\n...\n f\n-g\n+G"


def test_format_diff_context_zero():
    assert format_diff(["a", "b", "c"], ["a", "c"], context=0) == "-b"


def test_format_diff_no_changes_with_context():
    assert format_diff(["a"], ["a"], context=2) == ""


def test_lcs_shorter_second_sequence():
    assert lcs("abc", "a") == ["a"]
    assert lcs("xa", "a") == ["a"]


def test_format_diff_single_skipped_line_is_marked():
    old = ["a", "b", "c", "d", "e"]
    new = ["A", "b", "c", "d", "E"]
    assert format_diff(old, new, context=1) == "-a\n+A\n b\n...\n d\n-e\n+E"


def test_format_diff_gap_after_first_line():
    assert format_diff(["a", "b"], ["b", "c"], context=0) == "-a\n...\n+c"
