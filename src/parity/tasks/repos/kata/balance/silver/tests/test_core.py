from kata_balance.core import silver


def test_silver_0():
    assert silver([]) == 0


def test_silver_1():
    assert silver([19]) == -1


def test_silver_2():
    assert silver([1, 12, 8, 15, 12, 5]) == 0


def test_silver_3():
    assert silver([18, 18, 0, 20, 4, 4, 12]) == 7


def test_silver_4():
    assert silver([3, 13]) == -2


def test_silver_5():
    assert silver([9, 10, 8, 17, 14, 0]) == 2
