from kata_weigh.core import falcon


def test_falcon_0():
    assert falcon([12, 6, 0, 12]) == 120


def test_falcon_1():
    assert falcon([10, 10]) == 80


def test_falcon_2():
    assert falcon([11, 11, 5, 10]) == 148


def test_falcon_3():
    assert falcon([0, 12]) == 48


def test_falcon_4():
    assert falcon([8, 10, 2, 6]) == 98


def test_falcon_5():
    assert falcon([4, 5]) == 24
