import pytest

from minilisp import ParseError, Symbol, parse, parse_one, tokenize


def test_tokenize_simple():
    assert [t for t, _ in tokenize("(+ 1 22)")] == ["(", "+", "1", "22", ")"]


def test_tokenize_positions():
    assert tokenize("(a  bc)") == [("(", 0), ("a", 1), ("bc", 4), (")", 6)]


def test_tokenize_skips_comments():
    assert [t for t, _ in tokenize("; note\n(x) ; trailing\n")] == ["(", "x", ")"]


def test_tokenize_quote_and_adjacent_parens():
    assert [t for t, _ in tokenize("'(a)b")] == ["'", "(", "a", ")", "b"]


def test_parse_atoms():
    assert parse("42 -7 3.5 #t #f foo") == [42, -7, 3.5, True, False, Symbol("foo")]


def test_parse_symbol_type():
    value = parse_one("hello")
    assert isinstance(value, Symbol)
    assert repr(value) == "Symbol('hello')"


def test_parse_nested():
    assert parse_one("(a (b 1) ())") == ["a", ["b", 1], []]


def test_parse_quote_shorthand():
    assert parse_one("'(1 2)") == ["quote", [1, 2]]
    assert parse_one("''x") == ["quote", ["quote", "x"]]


def test_parse_string_literal():
    value = parse_one('"hi there"')
    assert value == "hi there"
    assert not isinstance(value, Symbol)


def test_parse_string_escapes():
    assert parse_one(r'"a\"b\\c\nd\te"') == 'a"b\\c\nd\te'


def test_parse_string_with_parens():
    assert parse_one('(f ")" "(")') == ["f", ")", "("]


def test_parse_unknown_escape():
    with pytest.raises(ParseError) as info:
        parse('"bad \\q"')
    assert info.value.position == 5


def test_parse_unterminated_string():
    with pytest.raises(ParseError) as info:
        parse('(f "open)')
    assert info.value.position == 3
    assert str(info.value) == "unterminated string at position 3"


def test_parse_missing_close():
    with pytest.raises(ParseError) as info:
        parse("(a (b c)")
    assert info.value.position == 0


def test_parse_unexpected_close():
    with pytest.raises(ParseError) as info:
        parse("(a) )")
    assert info.value.position == 4


def test_parse_quote_at_end():
    with pytest.raises(ParseError, match="unexpected end"):
        parse("'")


def test_parse_multiple_and_empty():
    assert parse("1 (2) 3") == [1, [2], 3]
    assert parse("   ; only a comment") == []


def test_parse_one_requires_single_expression():
    with pytest.raises(ParseError, match="found 2"):
        parse_one("1 2")
    with pytest.raises(ParseError, match="found 0"):
        parse_one("")


def test_parse_string_ending_in_backslash():
    with pytest.raises(ParseError, match="unterminated string"):
        parse('"abc\\')


def test_comment_immediately_followed_by_newline():
    assert parse(";\n5") == [5]
