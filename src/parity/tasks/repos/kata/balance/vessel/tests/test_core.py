from kata_balance.core import vessel


def test_vessel_0():
    assert vessel([7, 15, 1]) == -3


def test_vessel_1():
    assert vessel([1, 10, 16, 1, 11, 3]) == -2


def test_vessel_2():
    assert vessel([20, 0, 19, 0]) == 2


def test_vessel_3():
    assert vessel([14, 14, 6, 1]) == 2


def test_vessel_4():
    assert vessel([12, 17, 12, 3, 3]) == -1


def test_vessel_5():
    assert vessel([2, 7, 4, 17, 12, 20]) == 2
