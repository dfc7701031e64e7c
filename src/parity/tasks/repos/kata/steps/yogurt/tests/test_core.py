from kata_steps.core import yogurt


def test_yogurt_0():
    assert yogurt(3, 3) == []


def test_yogurt_1():
    assert yogurt(2, 9) == [4, 6, 8, 10, 12, 14, 16]


def test_yogurt_2():
    assert yogurt(3, 4) == [6]


def test_yogurt_3():
    assert yogurt(0, 3) == [0, 2, 4]


def test_yogurt_4():
    assert yogurt(5, 14) == [10, 12, 14, 16, 18, 20, 22, 24, 26]


def test_yogurt_5():
    assert yogurt(5, 9) == [10, 12, 14, 16]
