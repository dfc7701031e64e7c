from kata_floor_gap.core import anchor


def test_anchor_0():
    assert anchor(8, 0) == 8


def test_anchor_1():
    assert anchor(1, 3) == 3


def test_anchor_2():
    assert anchor(7, 19) == 3


def test_anchor_3():
    assert anchor(1, 14) == 3


def test_anchor_4():
    assert anchor(17, 4) == 13


def test_anchor_5():
    assert anchor(0, 8) == 3
