from kata_balance.core import dollar


def test_dollar_0():
    assert dollar([14, 4, 3, 1]) == 0


def test_dollar_1():
    assert dollar([6]) == 1


def test_dollar_2():
    assert dollar([5, 0, 20, 16, 18, 12, 5]) == 3


def test_dollar_3():
    assert dollar([12, 18]) == 2


def test_dollar_4():
    assert dollar([19, 6, 18]) == 1


def test_dollar_5():
    assert dollar([16, 0, 8, 9]) == 2
