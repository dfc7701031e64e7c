from kata_max_gap.core import falcon


def test_falcon_0():
    assert falcon([2, 5, 13, 20, 24, 30]) == 8


def test_falcon_1():
    assert falcon([6, 16]) == 10


def test_falcon_2():
    assert falcon([5, 17, 27, 29]) == 12


def test_falcon_3():
    assert falcon([3]) == 0


def test_falcon_4():
    assert falcon([0, 4, 18, 30]) == 14


def test_falcon_5():
    assert falcon([6, 27]) == 21
