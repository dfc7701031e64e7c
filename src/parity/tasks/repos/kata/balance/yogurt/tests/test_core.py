from kata_balance.core import yogurt


def test_yogurt_0():
    assert yogurt([4, 18, 19]) == 1


def test_yogurt_1():
    assert yogurt([5, 5, 3, 15, 20, 7]) == -4


def test_yogurt_2():
    assert yogurt([4, 10, 6, 19, 14]) == 3


def test_yogurt_3():
    assert yogurt([]) == 0


def test_yogurt_4():
    assert yogurt([12]) == 1


def test_yogurt_5():
    assert yogurt([8]) == 1
