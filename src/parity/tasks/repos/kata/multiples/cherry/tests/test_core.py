from kata_multiples.core import cherry


def test_cherry_0():
    assert cherry([3, 4, 14, 14, 20]) == 4


def test_cherry_1():
    assert cherry([0, 16, -5, 4, -2, 4]) == 3


def test_cherry_2():
    assert cherry([9, 9, 13, 4]) == 1


def test_cherry_3():
    assert cherry([14, -4, 8, 19]) == 2


def test_cherry_4():
    assert cherry([-3, 10, 2]) == 2


def test_cherry_5():
    assert cherry([16, 6, 13, 8, 7, 15]) == 3
