from kata_wrap.core import anchor


def test_anchor_0():
    assert anchor(1) == 4


def test_anchor_1():
    assert anchor(25) == 4


def test_anchor_2():
    assert anchor(-4) == 11


def test_anchor_3():
    assert anchor(24) == 3


def test_anchor_4():
    assert anchor(16) == 7


def test_anchor_5():
    assert anchor(10, 4, 2) == 0
