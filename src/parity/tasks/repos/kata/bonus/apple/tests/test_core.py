from kata_bonus.core import apple


def test_apple_0():
    assert apple(31) == 37


def test_apple_1():
    assert apple(50) == 60


def test_apple_2():
    assert apple(30) == 36


def test_apple_3():
    assert apple(45) == 54


def test_apple_4():
    assert apple(28, 2) == 33


def test_apple_5():
    assert apple(28, 3) == 38
