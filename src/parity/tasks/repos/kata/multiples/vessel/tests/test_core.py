from kata_multiples.core import vessel


def test_vessel_0():
    assert vessel([6, 17]) == 0


def test_vessel_1():
    assert vessel([10, 5, 1, 18, 1]) == 0


def test_vessel_2():
    assert vessel([14, 14, -3]) == 0


def test_vessel_3():
    assert vessel([11, 13]) == 0


def test_vessel_4():
    assert vessel([4, -1, 18]) == 1


def test_vessel_5():
    assert vessel([0, 4, 1]) == 1
