from kata_multiples.core import apple


def test_apple_0():
    assert apple([-5, 10, 4, 1, 15, -1]) == 2


def test_apple_1():
    assert apple([4, 15, 8, 1, 14]) == 1


def test_apple_2():
    assert apple([15, 16, 0, -3]) == 1


def test_apple_3():
    assert apple([9, 2, 5, 11]) == 1


def test_apple_4():
    assert apple([3, 0, 3, 11, 6, -4]) == 0


def test_apple_5():
    assert apple([6, -3, 12]) == 0
