from kata_balance.core import jacket


def test_jacket_0():
    assert jacket([4, 10, 7, 12, 16, 12]) == 4


def test_jacket_1():
    assert jacket([3, 6, 10]) == 1


def test_jacket_2():
    assert jacket([]) == 0


def test_jacket_3():
    assert jacket([12, 13, 12, 16, 15, 13, 4]) == 1


def test_jacket_4():
    assert jacket([10, 8, 5, 18, 17, 7, 20]) == 1


def test_jacket_5():
    assert jacket([2, 12]) == 2
