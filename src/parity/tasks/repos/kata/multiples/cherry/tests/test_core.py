from kata_multiples.core import cherry


def test_cherry_0():
    assert cherry([-5, 9, -4, -6, 14, -5]) == 1


def test_cherry_1():
    assert cherry([0, -1, 9, 18, 15, 0]) == 1


def test_cherry_2():
    assert cherry([3, 12, 17, 12, -4, -2]) == 2


def test_cherry_3():
    assert cherry([11, 19, 19, -6]) == 0


def test_cherry_4():
    assert cherry([4, 14, 3, 11, 19, 1]) == 2


def test_cherry_5():
    assert cherry([3, -6, 12, 7, 5, -4]) == 1
