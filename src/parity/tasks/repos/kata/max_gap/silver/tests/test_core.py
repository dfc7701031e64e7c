from kata_max_gap.core import silver


def test_silver_0():
    assert silver([19, 26]) == 7


def test_silver_1():
    assert silver([12, 19]) == 7


def test_silver_2():
    assert silver([0, 3, 16, 17, 24, 26]) == 13


def test_silver_3():
    assert silver([13, 15, 20]) == 5


def test_silver_4():
    assert silver([4, 5, 7]) == 2


def test_silver_5():
    assert silver([3, 3]) == 0
