from kata_between.core import apple


def test_apple_0():
    assert apple(2, 3, 9) == False


def test_apple_1():
    assert apple(3, 3, 9) == True


def test_apple_2():
    assert apple(4, 3, 9) == True


def test_apple_3():
    assert apple(8, 3, 9) == True


def test_apple_4():
    assert apple(9, 3, 9) == False


def test_apple_5():
    assert apple(10, 3, 9) == False
