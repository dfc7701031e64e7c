from kata_max_gap.core import dollar


def test_dollar_0():
    assert dollar([12, 14, 29]) == 15


def test_dollar_1():
    assert dollar([8, 13, 19, 19, 25]) == 6


def test_dollar_2():
    assert dollar([3, 5, 5]) == 2


def test_dollar_3():
    assert dollar([2, 4, 13, 15, 27, 27]) == 12


def test_dollar_4():
    assert dollar([1, 5, 12, 27, 28, 30]) == 15


def test_dollar_5():
    assert dollar([3, 3]) == 0
