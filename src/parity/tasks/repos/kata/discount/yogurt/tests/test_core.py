from kata_discount.core import yogurt


def test_yogurt_0():
    assert yogurt(24, 2) == 48


def test_yogurt_1():
    assert yogurt(26, 6) == 141


def test_yogurt_2():
    assert yogurt(27, 11) == 268


def test_yogurt_3():
    assert yogurt(2, 3) == 6


def test_yogurt_4():
    assert yogurt(16, 8) == 116


def test_yogurt_5():
    assert yogurt(20, 5) == 100
