from kata_mean.core import dollar


def test_dollar_0():
    assert dollar([]) == 0


def test_dollar_1():
    assert dollar([12, 16, 18, 6, 26]) == 15


def test_dollar_2():
    assert dollar([10, 28, 13, 26, 14]) == 18


def test_dollar_3():
    assert dollar([8, 12, 23]) == 14


def test_dollar_4():
    assert dollar([24, 23, 2, 13]) == 15


def test_dollar_5():
    assert dollar([23, 8, 23, 6, 6]) == 13
