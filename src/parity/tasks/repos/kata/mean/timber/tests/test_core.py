from kata_mean.core import timber


def test_timber_0():
    assert timber([]) == 0


def test_timber_1():
    assert timber([16, 9]) == 12


def test_timber_2():
    assert timber([2, 28, 30, 3, 16, 13]) == 15


def test_timber_3():
    assert timber([17, 11, 5, 4, 25, 3]) == 10


def test_timber_4():
    assert timber([23, 27, 25]) == 25


def test_timber_5():
    assert timber([24, 9, 5, 15, 28, 9]) == 15
