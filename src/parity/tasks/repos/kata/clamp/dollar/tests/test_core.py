from kata_clamp.core import dollar


def test_dollar_0():
    assert dollar(-1) == 0


def test_dollar_1():
    assert dollar(0) == 0


def test_dollar_2():
    assert dollar(1) == 1


def test_dollar_3():
    assert dollar(8) == 8


def test_dollar_4():
    assert dollar(9) == 9


def test_dollar_5():
    assert dollar(10) == 9
