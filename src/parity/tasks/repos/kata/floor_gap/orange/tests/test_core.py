from kata_floor_gap.core import orange


def test_orange_0():
    assert orange(6, 6) == 0


def test_orange_1():
    assert orange(6, 16) == 0


def test_orange_2():
    assert orange(17, 6) == 11


def test_orange_3():
    assert orange(11, 8) == 3


def test_orange_4():
    assert orange(2, 2) == 0


def test_orange_5():
    assert orange(16, 6) == 10
