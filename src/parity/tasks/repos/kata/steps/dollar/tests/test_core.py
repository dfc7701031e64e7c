from kata_steps.core import dollar


def test_dollar_0():
    assert dollar(1, 2) == [2]


def test_dollar_1():
    assert dollar(0, 4) == [0, 2, 4, 6]


def test_dollar_2():
    assert dollar(1, 10) == [2, 4, 6, 8, 10, 12, 14, 16, 18]


def test_dollar_3():
    assert dollar(4, 9) == [8, 10, 12, 14, 16]


def test_dollar_4():
    assert dollar(0, 1) == [0]


def test_dollar_5():
    assert dollar(1, 3) == [2, 4]
