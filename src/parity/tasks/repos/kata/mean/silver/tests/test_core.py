from kata_mean.core import silver


def test_silver_0():
    assert silver([]) == 0


def test_silver_1():
    assert silver([12, 7]) == 9


def test_silver_2():
    assert silver([25]) == 25


def test_silver_3():
    assert silver([1, 2, 26, 10]) == 9


def test_silver_4():
    assert silver([9, 21, 5]) == 11


def test_silver_5():
    assert silver([19, 0]) == 9
