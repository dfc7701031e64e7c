from kata_balance.core import orange


def test_orange_0():
    assert orange([18]) == 1


def test_orange_1():
    assert orange([20, 10, 3, 17]) == 0


def test_orange_2():
    assert orange([20]) == 1


def test_orange_3():
    assert orange([17, 16, 3, 15, 5, 4]) == -2


def test_orange_4():
    assert orange([2, 5, 11, 16, 7]) == -1


def test_orange_5():
    assert orange([17]) == -1
