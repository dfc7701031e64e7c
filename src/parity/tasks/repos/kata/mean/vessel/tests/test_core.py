from kata_mean.core import vessel


def test_vessel_0():
    assert vessel([]) == 0


def test_vessel_1():
    assert vessel([3, 8, 13, 20, 3, 25]) == 12


def test_vessel_2():
    assert vessel([3]) == 3


def test_vessel_3():
    assert vessel([10, 3, 19]) == 10


def test_vessel_4():
    assert vessel([30, 3, 7]) == 13


def test_vessel_5():
    assert vessel([25, 18, 2]) == 15
