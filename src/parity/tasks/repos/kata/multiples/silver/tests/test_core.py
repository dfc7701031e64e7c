from kata_multiples.core import silver


def test_silver_0():
    assert silver([-6, -2, -6, -4]) == 0


def test_silver_1():
    assert silver([18, 4, 8, 0]) == 2


def test_silver_2():
    assert silver([5, 15, 12]) == 1


def test_silver_3():
    assert silver([2, 11, -1, 8, 6]) == 1


def test_silver_4():
    assert silver([-3, -6]) == 0


def test_silver_5():
    assert silver([4, 17]) == 1
