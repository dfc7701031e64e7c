from kata_steps.core import anchor


def test_anchor_0():
    assert anchor(4, 8) == [16, 20, 24, 28]


def test_anchor_1():
    assert anchor(5, 5) == []


def test_anchor_2():
    assert anchor(1, 5) == [4, 8, 12, 16]


def test_anchor_3():
    assert anchor(6, 9) == [24, 28, 32]


def test_anchor_4():
    assert anchor(2, 10) == [8, 12, 16, 20, 24, 28, 32, 36]


def test_anchor_5():
    assert anchor(4, 7) == [16, 20, 24]
