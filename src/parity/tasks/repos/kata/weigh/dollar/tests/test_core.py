from kata_weigh.core import dollar


def test_dollar_0():
    assert dollar([2]) == 2


def test_dollar_1():
    assert dollar([12, 1]) == 61


def test_dollar_2():
    assert dollar([6, 7]) == 41


def test_dollar_3():
    assert dollar([3, 5, 11, 0, 0]) == 63


def test_dollar_4():
    assert dollar([3, 1, 6, 9]) == 55


def test_dollar_5():
    assert dollar([12, 6, 8, 3, 10]) == 159
