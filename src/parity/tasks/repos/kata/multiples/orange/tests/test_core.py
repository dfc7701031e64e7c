from kata_multiples.core import orange


def test_orange_0():
    assert orange([18, 6, -2, 11, 14]) == 0


def test_orange_1():
    assert orange([13, 16, 20, 5, -5]) == 2


def test_orange_2():
    assert orange([10, 1, 0, 10, 6, 9]) == 2


def test_orange_3():
    assert orange([12, 17, -4]) == 0


def test_orange_4():
    assert orange([-3, -2, -1, 3, -6, 4]) == 0


def test_orange_5():
    assert orange([-2, 13]) == 0
