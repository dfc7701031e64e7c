from kata_multiples.core import zipper


def test_zipper_0():
    assert zipper([6, 20, 4]) == 2


def test_zipper_1():
    assert zipper([20, -6, 5, 4, 12, 8]) == 4


def test_zipper_2():
    assert zipper([8, 7, 12]) == 2


def test_zipper_3():
    assert zipper([4, 7, 7, 9, 0, -1]) == 1


def test_zipper_4():
    assert zipper([-5, 18, 0, -5, 9]) == 0


def test_zipper_5():
    assert zipper([-1, -3]) == 0
