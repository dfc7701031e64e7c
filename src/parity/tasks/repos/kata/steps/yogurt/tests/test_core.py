from kata_steps.core import yogurt


def test_yogurt_0():
    assert yogurt(6, 14) == [24, 36, 48]


def test_yogurt_1():
    assert yogurt(6, 7) == [24]


def test_yogurt_2():
    assert yogurt(6, 11) == [24, 36]


def test_yogurt_3():
    assert yogurt(0, 9) == [0, 12, 24]


def test_yogurt_4():
    assert yogurt(3, 7) == [12, 24]


def test_yogurt_5():
    assert yogurt(0, 10, 4) == [0, 16, 32]
