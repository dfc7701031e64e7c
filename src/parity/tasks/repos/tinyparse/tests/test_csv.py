import pytest

from tinyparse import Dialect, ParseError, format_csv, format_field, parse_csv, parse_records


def test_simple_rows():
    assert parse_csv("a,b,c\n1,2,3") == [["a", "b", "c"], ["1", "2", "3"]]


def test_empty_fields_kept():
    assert parse_csv(",x,") == [["", "x", ""]]


def test_blank_lines_skipped_by_default():
    assert parse_csv("a\n\n  \nb") == [["a"], ["b"]]


def test_blank_lines_kept_when_configured():
    assert parse_csv("a\n\nb", Dialect(skip_blank=False)) == [["a"], [""], ["b"]]


def test_quoted_field_with_delimiter():
    assert parse_csv('"a,b",c') == [["a,b", "c"]]


def test_doubled_quote_escape():
    assert parse_csv('"say ""hi""",x') == [['say "hi"', "x"]]


def test_quote_in_middle_of_unquoted_field_is_literal():
    assert parse_csv('ab"c,d') == [['ab"c', "d"]]


def test_space_after_closing_quote_allowed():
    assert parse_csv('"a"  ,b') == [["a", "b"]]


def test_garbage_after_closing_quote():
    with pytest.raises(ParseError) as info:
        parse_csv('ok\n"a"x,b')
    assert info.value.line == 2
    assert info.value.column == 4


def test_unterminated_quote():
    with pytest.raises(ParseError) as info:
        parse_csv('x\ny\n"open,field')
    assert info.value.line == 3
    assert "unterminated" in str(info.value)


def test_strip_option():
    assert parse_csv(" a , b ", Dialect(strip=True)) == [["a", "b"]]
    assert parse_csv(" a , b ") == [[" a ", " b "]]


def test_strip_does_not_touch_quoted():
    assert parse_csv('" a ", b', Dialect(strip=True)) == [[" a ", "b"]]


def test_custom_delimiter_and_quote():
    dialect = Dialect(delimiter=";", quote="'")
    assert parse_csv("'x;y';z", dialect) == [["x;y", "z"]]


def test_escape_character():
    dialect = Dialect(escape="\\")
    assert parse_csv(r"a\,b,c", dialect) == [["a,b", "c"]]


def test_trailing_escape_is_literal():
    dialect = Dialect(escape="\\")
    assert parse_csv("ab\\", dialect) == [["ab\\"]]


def test_comment_lines():
    dialect = Dialect(comment="#")
    assert parse_csv("#skip\na,b\n#x", dialect) == [["a", "b"]]


def test_dialect_validation():
    with pytest.raises(ValueError):
        Dialect(delimiter="::")
    with pytest.raises(ValueError):
        Dialect(delimiter='"')


def test_parse_records():
    text = "name,age\nann,31\nbob,4"
    assert parse_records(text) == [{"name": "ann", "age": "31"}, {"name": "bob", "age": "4"}]


def test_parse_records_typed():
    assert parse_records("n,ok\n5,yes", typed=True) == [{"n": 5, "ok": True}]


def test_parse_records_empty():
    assert parse_records("") == []
    assert parse_records("a,b") == []


def test_parse_records_wrong_width():
    with pytest.raises(ParseError) as info:
        parse_records("a,b\n1,2\n3")
    assert info.value.line == 3
    assert info.value.message == "expected 2 fields, got 1"


def test_parse_records_duplicate_header():
    with pytest.raises(ParseError, match="duplicate column"):
        parse_records("a,a\n1,2")


@pytest.mark.parametrize("value,expected", [
    ("plain", "plain"),
    ("a,b", '"a,b"'),
    ('q"t', '"q""t"'),
    (" pad", '" pad"'),
    ("line\nbreak", '"line\nbreak"'),
    (None, ""),
    (12, "12"),
])
def test_format_field(value, expected):
    assert format_field(value) == expected


def test_format_csv():
    assert format_csv([["a", "b,c"], [1, None]]) == 'a,"b,c"\n1,\n'
    assert format_csv([]) == ""


def test_format_then_parse_roundtrip():
    rows = [["x", 'he said "no"', "a;b"], ["", " s ", "z"]]
    dialect = Dialect(delimiter=";")
    assert parse_csv(format_csv(rows, dialect), dialect) == rows


def test_escape_before_last_character():
    assert parse_csv("a\\,", Dialect(escape="\\")) == [["a,"]]


def test_doubled_quote_at_end_of_field():
    assert parse_csv('"a"""') == [['a"']]


def test_duplicate_header_reports_line_one():
    with pytest.raises(ParseError) as info:
        parse_records("k,k")
    assert info.value.line == 1


def test_parse_records_error_line_counts_skipped_lines():
    with pytest.raises(ParseError) as info:
        parse_records("\na,b\n\n1,2\n\n3,4,5")
    assert info.value.line == 6


def test_duplicate_header_after_blank_line():
    with pytest.raises(ParseError) as info:
        parse_records("\n\nx,x")
    assert info.value.line == 3
