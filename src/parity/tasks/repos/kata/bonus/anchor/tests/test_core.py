from kata_bonus.core import anchor


def test_anchor_0():
    assert anchor(13) == 15


def test_anchor_1():
    assert anchor(50) == 60


def test_anchor_2():
    assert anchor(24) == 28


def test_anchor_3():
    assert anchor(54) == 64


def test_anchor_4():
    assert anchor(24, 3) == 28


def test_anchor_5():
    assert anchor(24, 4) == 32
