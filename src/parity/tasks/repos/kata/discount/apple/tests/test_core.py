from kata_discount.core import apple


def test_apple_0():
    assert apple(4, 3) == 12


def test_apple_1():
    assert apple(26, 10) == 208


def test_apple_2():
    assert apple(11, 12) == 106


def test_apple_3():
    assert apple(18, 7) == 101


def test_apple_4():
    assert apple(4, 5) == 20


def test_apple_5():
    assert apple(20, 6) == 96
