from kata_balance.core import yogurt


def test_yogurt_0():
    assert yogurt([5, 9]) == -2


def test_yogurt_1():
    assert yogurt([]) == 0


def test_yogurt_2():
    assert yogurt([18, 12, 13, 5, 1]) == -1


def test_yogurt_3():
    assert yogurt([13, 2]) == 0


def test_yogurt_4():
    assert yogurt([17, 15, 18, 20, 10]) == 1


def test_yogurt_5():
    assert yogurt([4, 0]) == 2
