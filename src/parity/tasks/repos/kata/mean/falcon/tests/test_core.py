from kata_mean.core import falcon


def test_falcon_0():
    assert falcon([]) == 0


def test_falcon_1():
    assert falcon([29, 2, 29]) == 20


def test_falcon_2():
    assert falcon([20, 25, 18, 14, 23, 5]) == 17


def test_falcon_3():
    assert falcon([19, 8, 2, 10, 1, 5]) == 7


def test_falcon_4():
    assert falcon([13, 10]) == 11


def test_falcon_5():
    assert falcon([0, 2, 4]) == 2
