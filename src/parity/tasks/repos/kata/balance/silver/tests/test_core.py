from kata_balance.core import silver


def test_silver_0():
    assert silver([0, 18, 17, 9, 20]) == 1


def test_silver_1():
    assert silver([14, 3, 14, 15, 1, 0, 4]) == 1


def test_silver_2():
    assert silver([5, 3, 0, 7, 12, 13]) == -2


def test_silver_3():
    assert silver([]) == 0


def test_silver_4():
    assert silver([19, 16, 17, 18, 16]) == 1


def test_silver_5():
    assert silver([4, 15, 1, 19, 6, 20]) == 0
