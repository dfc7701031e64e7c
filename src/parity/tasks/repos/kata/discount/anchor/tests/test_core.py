from kata_discount.core import anchor


def test_anchor_0():
    assert anchor(22, 2) == 44


def test_anchor_1():
    assert anchor(30, 3) == 90


def test_anchor_2():
    assert anchor(38, 12) == 342


def test_anchor_3():
    assert anchor(2, 7) == 14


def test_anchor_4():
    assert anchor(35, 9) == 237


def test_anchor_5():
    assert anchor(20, 8) == 120
