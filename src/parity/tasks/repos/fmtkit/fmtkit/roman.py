"""Roman numeral conversion."""

_NUMERALS = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(number):
    """Convert an integer between 1 and 3999 to a roman numeral."""
    if not isinstance(number, int) or isinstance(number, bool):
        raise TypeError("expected an int")
    if number < 1 or number > 3999:
        raise ValueError("roman numerals cover 1..3999, got %d" % number)
    result = []
    for value, symbol in _NUMERALS:
        count, number = divmod(number, value)
        result.append(symbol * count)
    return "".join(result)


def from_roman(text):
    """Convert a canonical roman numeral to an integer."""
    numeral = text.strip().upper()
    if not numeral or any(char not in _VALUES for char in numeral):
        raise ValueError("not a roman numeral: %r" % text)
    total = 0
    for index, char in enumerate(numeral):
        value = _VALUES[char]
        if index + 1 < len(numeral) and _VALUES[numeral[index + 1]] > value:
            total -= value
        else:
            total += value
    if to_roman(total) != numeral:
        raise ValueError("non-canonical roman numeral: %r" % text)
    return total
