from kata_bonus.core import vessel


def test_vessel_0():
    assert vessel(21) == 28


def test_vessel_1():
    assert vessel(56) == 74


def test_vessel_2():
    assert vessel(4) == 5


def test_vessel_3():
    assert vessel(50) == 66


def test_vessel_4():
    assert vessel(42, 3) == 56


def test_vessel_5():
    assert vessel(42, 4) == 70
