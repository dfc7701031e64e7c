from kata_multiples.core import yogurt


def test_yogurt_0():
    assert yogurt([13, 3, 11, 1, 15]) == 2


def test_yogurt_1():
    assert yogurt([-3, 19, 0, 20]) == 0


def test_yogurt_2():
    assert yogurt([-2, -2, 2]) == 0


def test_yogurt_3():
    assert yogurt([9, 3, 8, 3, 0, 4]) == 3


def test_yogurt_4():
    assert yogurt([-2, 8, 9]) == 1


def test_yogurt_5():
    assert yogurt([10, 1, 18]) == 1
