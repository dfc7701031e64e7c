from kata_clamp.core import yogurt


def test_yogurt_0():
    assert yogurt(0) == 1


def test_yogurt_1():
    assert yogurt(1) == 1


def test_yogurt_2():
    assert yogurt(2) == 2


def test_yogurt_3():
    assert yogurt(13) == 13


def test_yogurt_4():
    assert yogurt(14) == 14


def test_yogurt_5():
    assert yogurt(15) == 14
