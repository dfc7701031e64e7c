from kata_weigh.core import yogurt


def test_yogurt_0():
    assert yogurt([1, 1, 8, 12, 7]) == 110


def test_yogurt_1():
    assert yogurt([1, 0]) == 1


def test_yogurt_2():
    assert yogurt([11, 6, 10, 7, 3]) == 121


def test_yogurt_3():
    assert yogurt([10, 11, 1, 6]) == 91


def test_yogurt_4():
    assert yogurt([10]) == 40


def test_yogurt_5():
    assert yogurt([9, 2, 4]) == 42
