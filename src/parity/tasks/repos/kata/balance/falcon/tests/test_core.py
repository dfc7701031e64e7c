from kata_balance.core import falcon


def test_falcon_0():
    assert falcon([16]) == 1


def test_falcon_1():
    assert falcon([12, 16, 14, 18, 19]) == 3


def test_falcon_2():
    assert falcon([2, 3, 15, 11]) == -2


def test_falcon_3():
    assert falcon([0, 3, 16]) == 1


def test_falcon_4():
    assert falcon([16, 18, 6, 18, 10, 13]) == 4


def test_falcon_5():
    assert falcon([10, 8, 12, 15, 2, 13, 17]) == 1
