from kata_balance.core import jacket


def test_jacket_0():
    assert jacket([]) == 0


def test_jacket_1():
    assert jacket([13, 18, 10, 0, 3]) == 1


def test_jacket_2():
    assert jacket([19, 7, 5, 9, 17, 3, 12]) == -5


def test_jacket_3():
    assert jacket([15, 7, 7, 8, 15]) == -3


def test_jacket_4():
    assert jacket([4]) == 1


def test_jacket_5():
    assert jacket([17]) == -1
