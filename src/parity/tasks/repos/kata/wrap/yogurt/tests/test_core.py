from kata_wrap.core import yogurt


def test_yogurt_0():
    assert yogurt(0) == 1


def test_yogurt_1():
    assert yogurt(25) == 6


def test_yogurt_2():
    assert yogurt(-9) == 2


def test_yogurt_3():
    assert yogurt(20) == 1


def test_yogurt_4():
    assert yogurt(13) == 4


def test_yogurt_5():
    assert yogurt(10, 4, 2) == 0
