from kata_discount.core import dollar


def test_dollar_0():
    assert dollar(22, 5) == 110


def test_dollar_1():
    assert dollar(37, 12) == 370


def test_dollar_2():
    assert dollar(16, 2) == 32


def test_dollar_3():
    assert dollar(39, 10) == 325


def test_dollar_4():
    assert dollar(40, 2) == 80


def test_dollar_5():
    assert dollar(20, 6) == 100
