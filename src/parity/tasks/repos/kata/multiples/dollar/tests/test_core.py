from kata_multiples.core import dollar


def test_dollar_0():
    assert dollar([-2, 4, 12, 10, 0]) == 2


def test_dollar_1():
    assert dollar([1, 18, 13, 12, 8, 13]) == 2


def test_dollar_2():
    assert dollar([-3, -2, 7, 20]) == 1


def test_dollar_3():
    assert dollar([17, 0]) == 0


def test_dollar_4():
    assert dollar([-1, 16, 2]) == 1


def test_dollar_5():
    assert dollar([19, 15, 4, -1]) == 1
