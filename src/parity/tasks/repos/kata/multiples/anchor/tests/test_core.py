from kata_multiples.core import anchor


def test_anchor_0():
    assert anchor([6, 10, -5, 5]) == 1


def test_anchor_1():
    assert anchor([17, 17, 6, 11, -2]) == 1


def test_anchor_2():
    assert anchor([12, -2, 14, -5, 3, 13]) == 2


def test_anchor_3():
    assert anchor([10, 18, 12, 7, 0]) == 2


def test_anchor_4():
    assert anchor([0, 6, -4, -3, 11]) == 1


def test_anchor_5():
    assert anchor([-3, 10, 15, 8, 17]) == 1
