from kata_balance.core import anchor


def test_anchor_0():
    assert anchor([0, 5, 5, 2, 16, 15, 20]) == 1


def test_anchor_1():
    assert anchor([15, 6, 20, 6]) == 2


def test_anchor_2():
    assert anchor([0, 12, 7, 20]) == 2


def test_anchor_3():
    assert anchor([5, 3]) == -2


def test_anchor_4():
    assert anchor([20, 1]) == 0


def test_anchor_5():
    assert anchor([20, 6, 8, 3, 20]) == 3
