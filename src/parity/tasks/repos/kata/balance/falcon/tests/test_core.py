from kata_balance.core import falcon


def test_falcon_0():
    assert falcon([17]) == -1


def test_falcon_1():
    assert falcon([6, 10, 13, 5]) == 0


def test_falcon_2():
    assert falcon([4, 2, 17, 13]) == 0


def test_falcon_3():
    assert falcon([0, 8, 15]) == 1


def test_falcon_4():
    assert falcon([4, 16]) == 2


def test_falcon_5():
    assert falcon([3, 16, 3, 1, 19, 16, 10]) == -1
