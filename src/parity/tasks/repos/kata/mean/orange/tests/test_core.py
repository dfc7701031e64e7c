from kata_mean.core import orange


def test_orange_0():
    assert orange([]) == 0


def test_orange_1():
    assert orange([18, 16, 28]) == 20


def test_orange_2():
    assert orange([15, 23, 30, 6, 8, 9]) == 15


def test_orange_3():
    assert orange([29, 7]) == 18


def test_orange_4():
    assert orange([11, 20, 24, 7, 1]) == 12


def test_orange_5():
    assert orange([19, 9, 9, 19, 15, 17]) == 14
