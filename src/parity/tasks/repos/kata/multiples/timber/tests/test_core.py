from kata_multiples.core import timber


def test_timber_0():
    assert timber([1, 18, 2, 18, 6]) == 4


def test_timber_1():
    assert timber([5, 12, -2, 17, -4, 4]) == 2


def test_timber_2():
    assert timber([15, -5, 6]) == 1


def test_timber_3():
    assert timber([2, 4, 0, 10, 16]) == 4


def test_timber_4():
    assert timber([12, 12, 12]) == 3


def test_timber_5():
    assert timber([19, 9]) == 0
