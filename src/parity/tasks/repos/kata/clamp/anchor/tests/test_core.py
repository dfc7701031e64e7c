from kata_clamp.core import anchor


def test_anchor_0():
    assert anchor(0) == 1


def test_anchor_1():
    assert anchor(1) == 1


def test_anchor_2():
    assert anchor(2) == 2


def test_anchor_3():
    assert anchor(18) == 18


def test_anchor_4():
    assert anchor(19) == 19


def test_anchor_5():
    assert anchor(20) == 19
