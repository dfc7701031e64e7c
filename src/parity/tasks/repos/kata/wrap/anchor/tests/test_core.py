from kata_wrap.core import anchor


def test_anchor_0():
    assert anchor(-2) == 0


def test_anchor_1():
    assert anchor(11) == 2


def test_anchor_2():
    assert anchor(16) == 7


def test_anchor_3():
    assert anchor(14) == 5


def test_anchor_4():
    assert anchor(3, 7, 0) == 3


def test_anchor_5():
    assert anchor(10, 4, 2) == 0
