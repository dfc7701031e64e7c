from kata_multiples.core import falcon


def test_falcon_0():
    assert falcon([-2, 13]) == 0


def test_falcon_1():
    assert falcon([1, -1, 17, 4, 7, -2]) == 1


def test_falcon_2():
    assert falcon([3, 18, 9, 1, 14, -4]) == 0


def test_falcon_3():
    assert falcon([-2, 13, 0, 1]) == 0


def test_falcon_4():
    assert falcon([-6, 16, -6]) == 1


def test_falcon_5():
    assert falcon([2, 3, 17, 10, -6]) == 0
