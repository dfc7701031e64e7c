from kata_bonus.core import dollar


def test_dollar_0():
    assert dollar(55) == 62


def test_dollar_1():
    assert dollar(54) == 61


def test_dollar_2():
    assert dollar(27) == 30


def test_dollar_3():
    assert dollar(57) == 65


def test_dollar_4():
    assert dollar(12, 5) == 13


def test_dollar_5():
    assert dollar(12, 6) == 14
