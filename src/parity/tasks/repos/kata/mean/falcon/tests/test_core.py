from kata_mean.core import falcon


def test_falcon_0():
    assert falcon([]) == 0


def test_falcon_1():
    assert falcon([25, 0, 11]) == 12


def test_falcon_2():
    assert falcon([16, 18, 29]) == 21


def test_falcon_3():
    assert falcon([12, 17, 30, 29, 22]) == 22


def test_falcon_4():
    assert falcon([3]) == 3


def test_falcon_5():
    assert falcon([17, 6, 6, 10, 20]) == 11
