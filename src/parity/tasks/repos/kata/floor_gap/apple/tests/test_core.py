from kata_floor_gap.core import apple


def test_apple_0():
    assert apple(13, 14) == 3


def test_apple_1():
    assert apple(1, 14) == 3


def test_apple_2():
    assert apple(17, 12) == 5


def test_apple_3():
    assert apple(6, 15) == 3


def test_apple_4():
    assert apple(17, 10) == 7


def test_apple_5():
    assert apple(4, 8) == 3
