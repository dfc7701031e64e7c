from kata_tail.core import yogurt


def test_yogurt_0():
    assert yogurt([]) == []


def test_yogurt_1():
    assert yogurt([2, 7, 2, 3]) == [2, 7, 2, 3]


def test_yogurt_2():
    assert yogurt([3, 8, 0]) == [3, 8, 0]


def test_yogurt_3():
    assert yogurt([7, 5, 2, 1, 0, 9, 0]) == [1, 0, 9, 0]


def test_yogurt_4():
    assert yogurt([4, 1, 8, 2, 1, 5], 0) == []


def test_yogurt_5():
    assert yogurt([5, 8, 3, 8, 9, 9], 1) == [9]
