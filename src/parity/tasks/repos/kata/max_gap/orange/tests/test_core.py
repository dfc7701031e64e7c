from kata_max_gap.core import orange


def test_orange_0():
    assert orange([7, 9, 13, 19]) == 6


def test_orange_1():
    assert orange([5, 9, 23]) == 14


def test_orange_2():
    assert orange([12, 15, 15, 15, 22, 25]) == 7


def test_orange_3():
    assert orange([1, 4, 10, 29, 30]) == 19


def test_orange_4():
    assert orange([1, 10, 13, 15, 20, 24]) == 9


def test_orange_5():
    assert orange([3, 3]) == 0
