from kata_max_gap.core import silver


def test_silver_0():
    assert silver([0, 1, 7, 17, 21]) == 10


def test_silver_1():
    assert silver([11, 14]) == 3


def test_silver_2():
    assert silver([5, 12, 21]) == 9


def test_silver_3():
    assert silver([2, 14]) == 12


def test_silver_4():
    assert silver([27]) == 0


def test_silver_5():
    assert silver([7, 19, 20, 25]) == 12
