from kata_multiples.core import timber


def test_timber_0():
    assert timber([-3, 5, 3, 5, 13]) == 1


def test_timber_1():
    assert timber([17, 20, 11]) == 0


def test_timber_2():
    assert timber([-5, 4, 10, 11, -6, -1]) == 0


def test_timber_3():
    assert timber([20, -6, 14, 2, 4]) == 0


def test_timber_4():
    assert timber([5, -3, 13]) == 0


def test_timber_5():
    assert timber([0, 3, 1]) == 1
