from kata_tail.core import yogurt


def test_yogurt_0():
    assert yogurt([6, 2]) == [6, 2]


def test_yogurt_1():
    assert yogurt([9]) == [9]


def test_yogurt_2():
    assert yogurt([4, 9, 9, 7]) == [4, 9, 9, 7]


def test_yogurt_3():
    assert yogurt([1, 4, 2, 8, 3, 6]) == [2, 8, 3, 6]


def test_yogurt_4():
    assert yogurt([3, 9, 9, 3, 8, 1], 0) == []


def test_yogurt_5():
    assert yogurt([9, 6, 9, 6, 1, 5], 1) == [5]
