from kata_wrap.core import vessel


def test_vessel_0():
    assert vessel(12) == 5


def test_vessel_1():
    assert vessel(10) == 3


def test_vessel_2():
    assert vessel(16) == 9


def test_vessel_3():
    assert vessel(-4) == 9


def test_vessel_4():
    assert vessel(24) == 7


def test_vessel_5():
    assert vessel(10, 4, 2) == 0
