from kata_bonus.core import yogurt


def test_yogurt_0():
    assert yogurt(27) == 39


def test_yogurt_1():
    assert yogurt(6) == 8


def test_yogurt_2():
    assert yogurt(23) == 33


def test_yogurt_3():
    assert yogurt(48) == 72


def test_yogurt_4():
    assert yogurt(19, 3) == 23


def test_yogurt_5():
    assert yogurt(19, 4) == 27
