from kata_clamp.core import apple


def test_apple_0():
    assert apple(4) == 5


def test_apple_1():
    assert apple(5) == 5


def test_apple_2():
    assert apple(6) == 6


def test_apple_3():
    assert apple(15) == 15


def test_apple_4():
    assert apple(16) == 16


def test_apple_5():
    assert apple(17) == 16
