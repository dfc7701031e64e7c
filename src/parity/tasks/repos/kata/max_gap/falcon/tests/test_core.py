from kata_max_gap.core import falcon


def test_falcon_0():
    assert falcon([9]) == 0


def test_falcon_1():
    assert falcon([3, 18]) == 15


def test_falcon_2():
    assert falcon([12, 25]) == 13


def test_falcon_3():
    assert falcon([2, 11, 18, 20, 24, 30]) == 9


def test_falcon_4():
    assert falcon([5, 29]) == 24


def test_falcon_5():
    assert falcon([8, 25]) == 17
