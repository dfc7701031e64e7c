from kata_multiples.core import anchor


def test_anchor_0():
    assert anchor([7, 4]) == 1


def test_anchor_1():
    assert anchor([18, 1, 15, 8, -5, -3]) == 2


def test_anchor_2():
    assert anchor([0, 10]) == 1


def test_anchor_3():
    assert anchor([-3, 11]) == 0


def test_anchor_4():
    assert anchor([13, -4]) == 0


def test_anchor_5():
    assert anchor([-1, 2]) == 1
