from kata_wrap.core import apple


def test_apple_0():
    assert apple(-9) == 4


def test_apple_1():
    assert apple(24) == 1


def test_apple_2():
    assert apple(2) == 3


def test_apple_3():
    assert apple(22) == 11


def test_apple_4():
    assert apple(14) == 3


def test_apple_5():
    assert apple(10, 4, 2) == 0
