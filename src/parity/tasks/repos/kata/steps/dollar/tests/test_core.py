from kata_steps.core import dollar


def test_dollar_0():
    assert dollar(6, 9) == [30]


def test_dollar_1():
    assert dollar(1, 2) == [5]


def test_dollar_2():
    assert dollar(1, 3) == [5]


def test_dollar_3():
    assert dollar(0, 3) == [0]


def test_dollar_4():
    assert dollar(3, 7) == [15, 30]


def test_dollar_5():
    assert dollar(4, 8) == [20, 35]
