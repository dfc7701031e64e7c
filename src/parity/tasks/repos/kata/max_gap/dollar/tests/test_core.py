from kata_max_gap.core import dollar


def test_dollar_0():
    assert dollar([16]) == 0


def test_dollar_1():
    assert dollar([0, 2, 8, 18, 22]) == 10


def test_dollar_2():
    assert dollar([0, 15, 17, 24, 25]) == 15


def test_dollar_3():
    assert dollar([7, 7, 11, 14, 17]) == 4


def test_dollar_4():
    assert dollar([0]) == 0


def test_dollar_5():
    assert dollar([26]) == 0
