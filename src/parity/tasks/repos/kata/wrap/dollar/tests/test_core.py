from kata_wrap.core import dollar


def test_dollar_0():
    assert dollar(25) == 1


def test_dollar_1():
    assert dollar(16) == 6


def test_dollar_2():
    assert dollar(10) == 0


def test_dollar_3():
    assert dollar(26) == 2


def test_dollar_4():
    assert dollar(-7) == 4


def test_dollar_5():
    assert dollar(3, 7, 0) == 3
