from kata_mean.core import vessel


def test_vessel_0():
    assert vessel([]) == 0


def test_vessel_1():
    assert vessel([1, 1, 6, 16]) == 6


def test_vessel_2():
    assert vessel([17]) == 17


def test_vessel_3():
    assert vessel([26]) == 26


def test_vessel_4():
    assert vessel([11, 10]) == 10


def test_vessel_5():
    assert vessel([0, 22]) == 11
