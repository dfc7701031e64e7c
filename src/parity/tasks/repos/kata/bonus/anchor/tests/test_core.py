from kata_bonus.core import anchor


def test_anchor_0():
    assert anchor(41) == 54


def test_anchor_1():
    assert anchor(60) == 80


def test_anchor_2():
    assert anchor(33) == 44


def test_anchor_3():
    assert anchor(39) == 52


def test_anchor_4():
    assert anchor(48, 3) == 64


def test_anchor_5():
    assert anchor(48, 4) == 80
