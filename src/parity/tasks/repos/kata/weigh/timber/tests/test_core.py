from kata_weigh.core import timber


def test_timber_0():
    assert timber([5, 4, 6, 9, 10]) == 110


def test_timber_1():
    assert timber([5, 0]) == 5


def test_timber_2():
    assert timber([7, 7, 4, 1]) == 19


def test_timber_3():
    assert timber([5, 3]) == 8


def test_timber_4():
    assert timber([0, 9, 5, 2]) == 52


def test_timber_5():
    assert timber([8, 9]) == 53
