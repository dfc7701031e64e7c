from kata_multiples.core import dinner


def test_dinner_0():
    assert dinner([-5, 5]) == 0


def test_dinner_1():
    assert dinner([8, 3]) == 1


def test_dinner_2():
    assert dinner([9, 6, 2, 1]) == 2


def test_dinner_3():
    assert dinner([5, 10, 13, -3, 14, 4]) == 3


def test_dinner_4():
    assert dinner([5, -3, 11, 18, -2]) == 1


def test_dinner_5():
    assert dinner([0, 2, 1]) == 1
