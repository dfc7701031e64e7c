from kata_steps.core import apple


def test_apple_0():
    assert apple(6, 9) == [18, 21, 24]


def test_apple_1():
    assert apple(5, 7) == [15, 18]


def test_apple_2():
    assert apple(5, 13) == [15, 18, 21, 24, 27, 30, 33, 36]


def test_apple_3():
    assert apple(6, 8) == [18, 21]


def test_apple_4():
    assert apple(4, 4) == []


def test_apple_5():
    assert apple(0, 8) == [0, 3, 6, 9, 12, 15, 18, 21]
