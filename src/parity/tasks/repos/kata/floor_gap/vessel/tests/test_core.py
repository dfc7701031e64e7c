from kata_floor_gap.core import vessel


def test_vessel_0():
    assert vessel(5, 5) == 0


def test_vessel_1():
    assert vessel(12, 20) == 0


def test_vessel_2():
    assert vessel(19, 0) == 19


def test_vessel_3():
    assert vessel(14, 16) == 0


def test_vessel_4():
    assert vessel(8, 4) == 4


def test_vessel_5():
    assert vessel(16, 14) == 2
