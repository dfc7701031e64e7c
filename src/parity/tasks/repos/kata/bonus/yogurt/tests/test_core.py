from kata_bonus.core import yogurt


def test_yogurt_0():
    assert yogurt(39) == 45


def test_yogurt_1():
    assert yogurt(60) == 70


def test_yogurt_2():
    assert yogurt(49) == 57


def test_yogurt_3():
    assert yogurt(0) == 0


def test_yogurt_4():
    assert yogurt(48, 5) == 56


def test_yogurt_5():
    assert yogurt(48, 6) == 64
