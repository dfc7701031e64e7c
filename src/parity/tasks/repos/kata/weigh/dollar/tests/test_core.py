from kata_weigh.core import dollar


def test_dollar_0():
    assert dollar([12]) == 48


def test_dollar_1():
    assert dollar([4, 8, 5]) == 17


def test_dollar_2():
    assert dollar([8]) == 8


def test_dollar_3():
    assert dollar([12, 2]) == 50


def test_dollar_4():
    assert dollar([6]) == 6


def test_dollar_5():
    assert dollar([9, 10]) == 49
