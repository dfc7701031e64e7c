import pytest

from textops import dedent, indent, justify, truncate, wrap

TEXT = "The quick brown fox jumps over the lazy dog"


def test_wrap_basic():
    assert wrap(TEXT, 15) == ["The quick brown", "fox jumps over", "the lazy dog"]


def test_wrap_exact_fit():
    assert wrap("ab cd", 5) == ["ab cd"]
    assert wrap("ab cd", 4) == ["ab", "cd"]


def test_wrap_collapses_whitespace():
    assert wrap("  a \n\n b\tc  ", 10) == ["a b c"]


def test_wrap_empty():
    assert wrap("", 10) == []
    assert wrap("   ", 10) == []


def test_wrap_breaks_long_words():
    assert wrap("abcdefghij xy", 4) == ["abcd", "efgh", "ij", "xy"]


def test_wrap_long_word_after_text():
    assert wrap("a abcdef", 3) == ["a", "abc", "def"]


def test_wrap_keeps_long_words_when_asked():
    assert wrap("a abcdef b", 3, break_long=False) == ["a", "abcdef", "b"]


def test_wrap_invalid_width():
    with pytest.raises(ValueError):
        wrap("x", 0)


def test_wrap_default_width():
    words = " ".join(["word"] * 30)
    assert [len(line) for line in wrap(words)] == [69, 69, 9]


def test_justify():
    assert justify(TEXT, 16) == [
        "The  quick brown",
        "fox  jumps  over",
        "the lazy dog",
    ]


def test_justify_distributes_extra_spaces_left_first():
    assert justify("a b c d", 6) == ["a  b c", "d"]


def test_justify_single_word_line_padded():
    assert justify("abcdef gh", 7) == ["abcdef ", "gh"]


def test_justify_empty():
    assert justify("", 10) == []


@pytest.mark.parametrize("text,limit,expected", [
    ("short", 10, "short"),
    ("exactly10!", 10, "exactly10!"),
    ("hello world", 8, "hello..."),
    ("hello world", 3, "..."),
    ("hello world", 2, ".."),
    ("ab   cdefgh", 8, "ab..."),
])
def test_truncate(text, limit, expected):
    assert truncate(text, limit) == expected


def test_truncate_whole_words():
    assert truncate("the quick brown fox", 14, whole_words=True) == "the quick..."
    assert truncate("the quick brown fox", 14) == "the quick b..."


def test_truncate_custom_ellipsis():
    assert truncate("abcdefgh", 5, ellipsis="~") == "abcd~"


def test_indent():
    assert indent("a\n\nb") == "    a\n\n    b"
    assert indent("a\n\nb", "> ", skip_blank=False) == "> a\n> \n> b"


def test_dedent():
    assert dedent("    a\n      b\n\n    c") == "a\n  b\n\nc"
    assert dedent("  x\n   \n  y") == "x\n\ny"


def test_dedent_no_margin():
    assert dedent("a\n  b") == "a\n  b"
    assert dedent("   ") == "   "


def test_wrap_default_width_boundary():
    assert wrap("a" * 35 + " " + "b" * 34) == ["a" * 35 + " " + "b" * 34]
    assert wrap("a" * 35 + " " + "b" * 35) == ["a" * 35, "b" * 35]


def test_justify_default_width():
    lines = justify("a" * 35 + " " + "b" * 35 + " c")
    assert lines == ["a" * 35 + " " * 35, "b" * 35 + " c"]


def test_wrap_width_one():
    assert wrap("a b", 1) == ["a", "b"]
