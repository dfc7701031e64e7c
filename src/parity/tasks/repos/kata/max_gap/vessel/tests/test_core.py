from kata_max_gap.core import vessel


def test_vessel_0():
    assert vessel([20]) == 0


def test_vessel_1():
    assert vessel([7, 12, 23, 24]) == 11


def test_vessel_2():
    assert vessel([9, 16, 24]) == 8


def test_vessel_3():
    assert vessel([4, 4, 13, 30]) == 17


def test_vessel_4():
    assert vessel([3, 4, 25]) == 21


def test_vessel_5():
    assert vessel([1, 3, 13, 23]) == 10
