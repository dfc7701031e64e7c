import pytest

from fmtkit import format_bytes, format_number, group_thousands, parse_bytes, percent, round_half


@pytest.mark.parametrize("value,digits,mode,expected", [
    (2.5, 0, "half_up", 3),
    (2.5, 0, "half_even", 2),
    (3.5, 0, "half_even", 4),
    (-2.5, 0, "half_up", -3),
    (2.7, 0, "floor", 2),
    (-2.1, 0, "floor", -3),
    (2.1, 0, "ceil", 3),
    (1.005, 2, "half_up", 1.01),
    (1.2345, 3, "half_even", 1.234),
    (1250, -2, "half_up", 1300),
])
def test_round_half(value, digits, mode, expected):
    assert round_half(value, digits, mode) == expected


def test_round_half_types():
    assert isinstance(round_half(2.4), int)
    assert isinstance(round_half(2.4, 1), float)


def test_round_half_unknown_mode():
    with pytest.raises(ValueError):
        round_half(1.0, mode="sideways")


@pytest.mark.parametrize("digits,expected", [
    ("", ""),
    ("1", "1"),
    ("123", "123"),
    ("1234", "1,234"),
    ("123456", "123,456"),
    ("1234567", "1,234,567"),
])
def test_group_thousands(digits, expected):
    assert group_thousands(digits) == expected


def test_group_thousands_custom_separator():
    assert group_thousands("9876543", " ") == "9 876 543"


def test_format_number_default():
    assert format_number(1234567.891) == "1,234,568"


def test_format_number_decimals():
    assert format_number(1234.5, 2) == "1,234.50"


def test_format_number_negative():
    assert format_number(-98765.4321, 1) == "-98,765.4"


def test_format_number_european():
    assert format_number(1234567.25, 2, separator=".", point=",") == "1.234.567,25"


def test_format_number_rounding_mode():
    assert format_number(0.5, mode="half_even") == "0"
    assert format_number(1999.99, 1, mode="floor") == "1,999.9"


def test_format_number_rounds_to_zero_not_negative():
    assert format_number(-0.4) == "0"


@pytest.mark.parametrize("size,binary,expected", [
    (0, False, "0 B"),
    (999, False, "999 B"),
    (1000, False, "1.0 kB"),
    (1536, False, "1.5 kB"),
    (1536, True, "1.5 KiB"),
    (1023, True, "1023 B"),
    (5 * 1024 ** 3, True, "5.0 GiB"),
    (2_500_000, False, "2.5 MB"),
    (10 ** 18, False, "1000.0 PB"),
])
def test_format_bytes(size, binary, expected):
    assert format_bytes(size, binary) == expected


def test_format_bytes_promotes_when_rounding_reaches_base():
    assert format_bytes(999_999) == "1.0 MB"


def test_format_bytes_precision_and_negative():
    assert format_bytes(1234567, precision=3) == "1.235 MB"
    assert format_bytes(-2048, binary=True) == "-2.0 KiB"


@pytest.mark.parametrize("text,expected", [
    ("300", 300),
    ("1 kB", 1000),
    ("1.5MB", 1_500_000),
    ("2KiB", 2048),
    ("1 gib", 1024 ** 3),
    (" 7 b ", 7),
])
def test_parse_bytes(text, expected):
    assert parse_bytes(text) == expected


@pytest.mark.parametrize("text", ["MB", "12 parsecs", ""])
def test_parse_bytes_errors(text):
    with pytest.raises(ValueError):
        parse_bytes(text)


def test_percent():
    assert percent(1, 3) == "33.3%"
    assert percent(2, 3, 2) == "66.67%"
    assert percent(1, 8, 0) == "13%"
    assert percent(5, 0) == "0.0%"


@pytest.mark.parametrize("size,binary,expected", [
    (1024, True, "1.0 KiB"),
    (1048576, True, "1.0 MiB"),
    (999_999_999_999_999, False, "1.0 PB"),
    (10 ** 21, False, "1000000.0 PB"),
])
def test_format_bytes_unit_boundaries(size, binary, expected):
    assert format_bytes(size, binary) == expected


def test_parse_bytes_missing_number_message():
    with pytest.raises(ValueError, match="missing number"):
        parse_bytes("kB")
