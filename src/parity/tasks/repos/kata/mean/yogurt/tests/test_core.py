from kata_mean.core import yogurt


def test_yogurt_0():
    assert yogurt([]) == 0


def test_yogurt_1():
    assert yogurt([4, 13, 9, 28]) == 13


def test_yogurt_2():
    assert yogurt([1, 25, 14, 5, 6]) == 10


def test_yogurt_3():
    assert yogurt([2, 4, 12, 18]) == 9


def test_yogurt_4():
    assert yogurt([7]) == 7


def test_yogurt_5():
    assert yogurt([24, 15, 9, 20]) == 17
