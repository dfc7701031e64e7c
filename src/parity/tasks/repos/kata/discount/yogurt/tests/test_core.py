from kata_discount.core import yogurt


def test_yogurt_0():
    assert yogurt(17, 12) == 179


def test_yogurt_1():
    assert yogurt(39, 4) == 156


def test_yogurt_2():
    assert yogurt(17, 1) == 17


def test_yogurt_3():
    assert yogurt(11, 9) == 87


def test_yogurt_4():
    assert yogurt(15, 11) == 145


def test_yogurt_5():
    assert yogurt(20, 8) == 160
