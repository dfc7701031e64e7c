from kata_mean.core import anchor


def test_anchor_0():
    assert anchor([]) == 0


def test_anchor_1():
    assert anchor([18, 14, 7]) == 13


def test_anchor_2():
    assert anchor([12, 15]) == 13


def test_anchor_3():
    assert anchor([8]) == 8


def test_anchor_4():
    assert anchor([27, 23, 20]) == 23


def test_anchor_5():
    assert anchor([30, 2, 20, 20]) == 18
