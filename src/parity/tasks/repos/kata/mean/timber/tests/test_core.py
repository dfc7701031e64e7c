from kata_mean.core import timber


def test_timber_0():
    assert timber([]) == 0


def test_timber_1():
    assert timber([26, 2, 18, 3, 8]) == 11


def test_timber_2():
    assert timber([13, 4, 22, 9, 6]) == 10


def test_timber_3():
    assert timber([0, 23, 23, 5, 13, 17]) == 13


def test_timber_4():
    assert timber([22, 30]) == 26


def test_timber_5():
    assert timber([21, 1, 21]) == 14
