from kata_between.core import yogurt


def test_yogurt_0():
    assert yogurt(2, 3, 9) == False


def test_yogurt_1():
    assert yogurt(3, 3, 9) == True


def test_yogurt_2():
    assert yogurt(4, 3, 9) == True


def test_yogurt_3():
    assert yogurt(8, 3, 9) == True


def test_yogurt_4():
    assert yogurt(9, 3, 9) == False


def test_yogurt_5():
    assert yogurt(10, 3, 9) == False
