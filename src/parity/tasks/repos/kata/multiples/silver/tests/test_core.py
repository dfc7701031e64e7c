from kata_multiples.core import silver


def test_silver_0():
    assert silver([0, -1, 13, 0, -4]) == 0


def test_silver_1():
    assert silver([10, 20, 10, -1]) == 3


def test_silver_2():
    assert silver([-1, 15, 9, -3, 9, 1]) == 1


def test_silver_3():
    assert silver([-1, -3, 20, -5, 10]) == 2


def test_silver_4():
    assert silver([16, 17]) == 0


def test_silver_5():
    assert silver([19, 17]) == 0
