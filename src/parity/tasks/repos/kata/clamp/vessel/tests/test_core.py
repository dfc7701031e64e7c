from kata_clamp.core import vessel


def test_vessel_0():
    assert vessel(0) == 1


def test_vessel_1():
    assert vessel(1) == 1


def test_vessel_2():
    assert vessel(2) == 2


def test_vessel_3():
    assert vessel(15) == 15


def test_vessel_4():
    assert vessel(16) == 16


def test_vessel_5():
    assert vessel(17) == 16
