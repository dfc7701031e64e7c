from kata_floor_gap.core import dollar


def test_dollar_0():
    assert dollar(15, 8) == 7


def test_dollar_1():
    assert dollar(6, 4) == 2


def test_dollar_2():
    assert dollar(20, 17) == 3


def test_dollar_3():
    assert dollar(2, 6) == 0


def test_dollar_4():
    assert dollar(5, 13) == 0


def test_dollar_5():
    assert dollar(2, 5) == 0
