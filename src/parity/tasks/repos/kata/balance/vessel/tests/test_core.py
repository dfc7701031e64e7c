from kata_balance.core import vessel


def test_vessel_0():
    assert vessel([6, 6, 20]) == 3


def test_vessel_1():
    assert vessel([10, 9, 7, 1]) == -2


def test_vessel_2():
    assert vessel([15, 5, 18, 6, 0, 8]) == 2


def test_vessel_3():
    assert vessel([3, 11, 3]) == -3


def test_vessel_4():
    assert vessel([14, 18, 9, 7, 11, 10]) == 0


def test_vessel_5():
    assert vessel([15, 10, 2, 5, 16, 7, 14]) == 1
