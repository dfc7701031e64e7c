from kata_balance.core import apple


def test_apple_0():
    assert apple([14, 9]) == 0


def test_apple_1():
    assert apple([12, 11, 2, 4]) == 2


def test_apple_2():
    assert apple([1, 5, 6]) == -1


def test_apple_3():
    assert apple([1, 6]) == 0


def test_apple_4():
    assert apple([18, 16, 10, 6, 2]) == 5


def test_apple_5():
    assert apple([0]) == 1
