from kata_mean.core import apple


def test_apple_0():
    assert apple([]) == 0


def test_apple_1():
    assert apple([5, 6, 13, 28]) == 13


def test_apple_2():
    assert apple([19, 27, 16, 1, 29, 5]) == 16


def test_apple_3():
    assert apple([28]) == 28


def test_apple_4():
    assert apple([19]) == 19


def test_apple_5():
    assert apple([4, 8, 8, 8, 24, 19]) == 11
