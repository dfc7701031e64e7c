from kata_balance.core import cherry


def test_cherry_0():
    assert cherry([1, 1, 20, 13, 4, 3, 19]) == -3


def test_cherry_1():
    assert cherry([3, 4, 4, 10, 18, 15, 6]) == 3


def test_cherry_2():
    assert cherry([19, 5, 2, 4, 8, 9, 18]) == 1


def test_cherry_3():
    assert cherry([20, 17, 2, 5, 6]) == 1


def test_cherry_4():
    assert cherry([18, 7, 8]) == 1


def test_cherry_5():
    assert cherry([]) == 0
