from kata_steps.core import vessel


def test_vessel_0():
    assert vessel(5, 6) == [15]


def test_vessel_1():
    assert vessel(6, 15) == [18, 24, 30, 36, 42]


def test_vessel_2():
    assert vessel(1, 6) == [3, 9, 15]


def test_vessel_3():
    assert vessel(2, 11) == [6, 12, 18, 24, 30]


def test_vessel_4():
    assert vessel(5, 12) == [15, 21, 27, 33]


def test_vessel_5():
    assert vessel(4, 10) == [12, 18, 24]
