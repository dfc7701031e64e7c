from kata_max_gap.core import timber


def test_timber_0():
    assert timber([2, 23, 28, 29]) == 21


def test_timber_1():
    assert timber([5, 5, 15]) == 10


def test_timber_2():
    assert timber([9, 10, 21]) == 11


def test_timber_3():
    assert timber([6, 7, 9, 19, 24]) == 10


def test_timber_4():
    assert timber([3, 4, 7, 12, 29]) == 17


def test_timber_5():
    assert timber([3, 3]) == 0
