from kata_wrap.core import dollar


def test_dollar_0():
    assert dollar(23) == 8


def test_dollar_1():
    assert dollar(-4) == 8


def test_dollar_2():
    assert dollar(-5) == 7


def test_dollar_3():
    assert dollar(25) == 1


def test_dollar_4():
    assert dollar(-2) == 1


def test_dollar_5():
    assert dollar(10, 4, 2) == 0
