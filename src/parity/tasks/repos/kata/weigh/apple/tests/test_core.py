from kata_weigh.core import apple


def test_apple_0():
    assert apple([7, 10]) == 27


def test_apple_1():
    assert apple([9]) == 18


def test_apple_2():
    assert apple([0, 11]) == 22


def test_apple_3():
    assert apple([2, 12, 1, 1, 11]) == 50


def test_apple_4():
    assert apple([3]) == 3


def test_apple_5():
    assert apple([7]) == 7
