from kata_letter.core import meadow


def test_meadow_0():
    assert meadow(84) == 'B'


def test_meadow_1():
    assert meadow(85) == 'A'


def test_meadow_2():
    assert meadow(86) == 'A'


def test_meadow_3():
    assert meadow(77) == 'C'


def test_meadow_4():
    assert meadow(78) == 'B'


def test_meadow_5():
    assert meadow(79) == 'B'
