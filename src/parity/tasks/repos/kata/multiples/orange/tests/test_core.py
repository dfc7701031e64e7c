from kata_multiples.core import orange


def test_orange_0():
    assert orange([15, 18]) == 1


def test_orange_1():
    assert orange([2, 2, 19, -3, 14]) == 3


def test_orange_2():
    assert orange([10, 20, 11, 19]) == 2


def test_orange_3():
    assert orange([-6, -5]) == 0


def test_orange_4():
    assert orange([-6, 18, -2, -3, 7, 6]) == 2


def test_orange_5():
    assert orange([17, 1, -5, 0, 7, -6]) == 0
