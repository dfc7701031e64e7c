import pytest

from tinyparse import coerce, to_bool, to_number, split_list
from tinyparse.coerce import unquote


@pytest.mark.parametrize("word", ["true", "Yes", " ON ", "1"])
def test_to_bool_true_words(word):
    assert to_bool(word) is True


@pytest.mark.parametrize("word", ["false", "NO", "off", "0"])
def test_to_bool_false_words(word):
    assert to_bool(word) is False


def test_to_bool_unknown_raises():
    with pytest.raises(ValueError):
        to_bool("maybe")


def test_to_bool_unknown_uses_default():
    assert to_bool("maybe", default=True) is True
    assert to_bool("maybe", default=False) is False


def test_to_number_decimal_int():
    assert to_number("42") == 42
    assert isinstance(to_number("42"), int)


def test_to_number_negative_and_plus():
    assert to_number("-17") == -17
    assert to_number("+8") == 8


@pytest.mark.parametrize("text,expected", [("0x1F", 31), ("0o17", 15), ("0b101", 5), ("-0x10", -16)])
def test_to_number_prefixed_bases(text, expected):
    assert to_number(text) == expected


def test_to_number_float():
    assert to_number("2.5") == 2.5
    assert to_number("-1e3") == -1000.0


def test_to_number_underscores():
    assert to_number("1_000_000") == 1000000


@pytest.mark.parametrize("text", ["_1", "1_", "1__0"])
def test_to_number_bad_underscores(text):
    with pytest.raises(ValueError):
        to_number(text)


def test_to_number_empty_after_sign():
    with pytest.raises(ValueError):
        to_number("-")


def test_split_list_strips_and_drops_empty():
    assert split_list(" a, b ,,c ") == ["a", "b", "c"]


def test_split_list_custom_separator():
    assert split_list("x|y| z", "|") == ["x", "y", "z"]


def test_unquote():
    assert unquote('"hi"') == "hi"
    assert unquote("'hi'") == "hi"
    assert unquote("'hi\"") == "'hi\""
    assert unquote('"') == '"'


@pytest.mark.parametrize("text,expected", [
    ("", None),
    ("null", None),
    ("yes", True),
    ("Off", False),
    ("12", 12),
    ("0x10", 16),
    ("3.25", 3.25),
    ("hello world", "hello world"),
    ("'007'", "007"),
    ("[1, two, 3.5]", [1, "two", 3.5]),
    ("[]", []),
])
def test_coerce(text, expected):
    assert coerce(text) == expected


def test_coerce_quoted_keeps_spaces():
    assert coerce('"  padded "') == "  padded "


def test_coerce_one_is_number_not_bool():
    assert coerce("1") == 1
    assert coerce("1") is not True


def test_unquote_empty_quotes():
    assert unquote('""') == ""
    assert coerce("''") == ""


def test_coerce_half_bracket_is_string():
    assert coerce("[abc") == "[abc"
    assert coerce("abc]") == "abc]"
