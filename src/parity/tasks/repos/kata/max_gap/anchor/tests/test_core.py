from kata_max_gap.core import anchor


def test_anchor_0():
    assert anchor([6, 7, 10]) == 3


def test_anchor_1():
    assert anchor([5, 23]) == 18


def test_anchor_2():
    assert anchor([8]) == 0


def test_anchor_3():
    assert anchor([5, 5, 8, 11, 20, 29]) == 9


def test_anchor_4():
    assert anchor([5, 9, 17]) == 8


def test_anchor_5():
    assert anchor([12]) == 0
