from kata_mean.core import dollar


def test_dollar_0():
    assert dollar([]) == 0


def test_dollar_1():
    assert dollar([20, 3, 13, 6, 10, 2]) == 9


def test_dollar_2():
    assert dollar([29]) == 29


def test_dollar_3():
    assert dollar([24, 25, 4, 8, 7, 29]) == 16


def test_dollar_4():
    assert dollar([23, 5, 6, 29, 27, 12]) == 17


def test_dollar_5():
    assert dollar([6, 27, 6, 0]) == 9
