from kata_weigh.core import anchor


def test_anchor_0():
    assert anchor([4, 12, 12]) == 112


def test_anchor_1():
    assert anchor([5, 3, 2, 7]) == 53


def test_anchor_2():
    assert anchor([11, 5]) == 64


def test_anchor_3():
    assert anchor([7, 2]) == 30


def test_anchor_4():
    assert anchor([8]) == 32


def test_anchor_5():
    assert anchor([9, 7, 11, 5, 2]) == 130
