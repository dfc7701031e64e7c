from kata_max_gap.core import apple


def test_apple_0():
    assert apple([4, 4, 12, 26]) == 14


def test_apple_1():
    assert apple([6, 15, 15, 18, 28]) == 10


def test_apple_2():
    assert apple([8, 24, 27]) == 16


def test_apple_3():
    assert apple([7, 16, 17, 21]) == 9


def test_apple_4():
    assert apple([18]) == 0


def test_apple_5():
    assert apple([22]) == 0
