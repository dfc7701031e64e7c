from kata_floor_gap.core import orange


def test_orange_0():
    assert orange(14, 2) == 12


def test_orange_1():
    assert orange(2, 17) == 2


def test_orange_2():
    assert orange(2, 4) == 2


def test_orange_3():
    assert orange(19, 8) == 11


def test_orange_4():
    assert orange(18, 20) == 2


def test_orange_5():
    assert orange(6, 2) == 4
