from kata_tail.core import anchor


def test_anchor_0():
    assert anchor([1, 4, 8, 6]) == [4, 8, 6]


def test_anchor_1():
    assert anchor([1, 8, 8, 0, 0, 9]) == [0, 0, 9]


def test_anchor_2():
    assert anchor([0, 6, 8, 2, 9, 3, 0]) == [9, 3, 0]


def test_anchor_3():
    assert anchor([9]) == [9]


def test_anchor_4():
    assert anchor([8, 2, 5, 1, 7, 7], 0) == []


def test_anchor_5():
    assert anchor([1, 8, 1, 5, 4, 1], 1) == [1]
