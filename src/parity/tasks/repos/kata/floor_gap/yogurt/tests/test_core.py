from kata_floor_gap.core import yogurt


def test_yogurt_0():
    assert yogurt(6, 20) == 2


def test_yogurt_1():
    assert yogurt(17, 17) == 2


def test_yogurt_2():
    assert yogurt(19, 8) == 11


def test_yogurt_3():
    assert yogurt(7, 5) == 2


def test_yogurt_4():
    assert yogurt(11, 13) == 2


def test_yogurt_5():
    assert yogurt(1, 6) == 2
