from kata_max_gap.core import yogurt


def test_yogurt_0():
    assert yogurt([2, 17]) == 15


def test_yogurt_1():
    assert yogurt([3, 11, 22, 28, 30]) == 11


def test_yogurt_2():
    assert yogurt([0, 3, 8, 19, 30]) == 11


def test_yogurt_3():
    assert yogurt([0, 1, 10, 20, 29]) == 10


def test_yogurt_4():
    assert yogurt([1, 11]) == 10


def test_yogurt_5():
    assert yogurt([23]) == 0
