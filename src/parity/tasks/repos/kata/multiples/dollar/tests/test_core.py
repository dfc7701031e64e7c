from kata_multiples.core import dollar


def test_dollar_0():
    assert dollar([-3, 9, 3, -3]) == -3


def test_dollar_1():
    assert dollar([-2, 5, 1, 17, -1]) == -1


def test_dollar_2():
    assert dollar([9, 1, -3, 15]) == 16


def test_dollar_3():
    assert dollar([6, 8, 10, 8, 12]) == 12


def test_dollar_4():
    assert dollar([1, 15, 6, 10, 3, 9]) == 9


def test_dollar_5():
    assert dollar([4, 10, 15]) == 16
