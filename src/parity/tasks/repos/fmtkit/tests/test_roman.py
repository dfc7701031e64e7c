import pytest

from fmtkit import from_roman, to_roman


@pytest.mark.parametrize("number,numeral", [
    (1, "I"), (3, "III"), (4, "IV"), (9, "IX"), (14, "XIV"), (40, "XL"),
    (90, "XC"), (400, "CD"), (1994, "MCMXCIV"), (2024, "MMXXIV"), (3999, "MMMCMXCIX"),
])
def test_to_roman(number, numeral):
    assert to_roman(number) == numeral


@pytest.mark.parametrize("number", [0, -5, 4000])
def test_to_roman_range(number):
    with pytest.raises(ValueError):
        to_roman(number)


@pytest.mark.parametrize("value", [1.0, "5", True])
def test_to_roman_type(value):
    with pytest.raises(TypeError):
        to_roman(value)


@pytest.mark.parametrize("numeral,number", [("XLII", 42), ("mcmlxxxiv", 1984), (" CDXLIV ", 444), ("I", 1)])
def test_from_roman(numeral, number):
    assert from_roman(numeral) == number


@pytest.mark.parametrize("numeral", ["", "IIII", "IC", "VX", "ABC", "MMMM"])
def test_from_roman_rejects(numeral):
    with pytest.raises(ValueError):
        from_roman(numeral)


def test_roundtrip_all():
    assert all(from_roman(to_roman(n)) == n for n in range(1, 4000))
