from kata_max_gap.core import yogurt


def test_yogurt_0():
    assert yogurt([26]) == 0


def test_yogurt_1():
    assert yogurt([2, 4, 4, 13, 28]) == 15


def test_yogurt_2():
    assert yogurt([8, 9, 19, 22, 23]) == 10


def test_yogurt_3():
    assert yogurt([15, 20, 20, 21, 26]) == 5


def test_yogurt_4():
    assert yogurt([2, 3, 6, 18, 23, 27]) == 12


def test_yogurt_5():
    assert yogurt([3, 4, 8, 17]) == 9
