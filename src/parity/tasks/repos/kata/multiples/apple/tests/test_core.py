from kata_multiples.core import apple


def test_apple_0():
    assert apple([4, -6]) == 0


def test_apple_1():
    assert apple([7, 0, 12, 7, 1]) == 1


def test_apple_2():
    assert apple([4, -3, -6, 0, 14]) == 0


def test_apple_3():
    assert apple([-4, 0, 3, -4]) == 1


def test_apple_4():
    assert apple([-1, 1, 12]) == 1


def test_apple_5():
    assert apple([14, 4, 3, 20, -1]) == 1
