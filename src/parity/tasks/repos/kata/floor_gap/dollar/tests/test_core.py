from kata_floor_gap.core import dollar


def test_dollar_0():
    assert dollar(18, 15) == 3


def test_dollar_1():
    assert dollar(7, 12) == 0


def test_dollar_2():
    assert dollar(10, 20) == 0


def test_dollar_3():
    assert dollar(2, 12) == 0


def test_dollar_4():
    assert dollar(2, 15) == 0


def test_dollar_5():
    assert dollar(1, 10) == 0
