from kata_max_gap.core import anchor


def test_anchor_0():
    assert anchor([1, 5, 8, 13, 29]) == 16


def test_anchor_1():
    assert anchor([1, 26, 27, 28]) == 25


def test_anchor_2():
    assert anchor([9, 13, 16, 30]) == 14


def test_anchor_3():
    assert anchor([18]) == 0


def test_anchor_4():
    assert anchor([7, 11, 28]) == 17


def test_anchor_5():
    assert anchor([16, 16, 17, 21, 22]) == 4
