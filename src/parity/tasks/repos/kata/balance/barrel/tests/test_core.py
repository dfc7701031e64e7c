from kata_balance.core import barrel


def test_barrel_0():
    assert barrel([8, 15, 20, 4, 4]) == 3


def test_barrel_1():
    assert barrel([]) == 0


def test_barrel_2():
    assert barrel([1, 11]) == -2


def test_barrel_3():
    assert barrel([0, 6, 10, 2, 10]) == 5


def test_barrel_4():
    assert barrel([19, 17, 20, 11, 17, 19, 15]) == -5


def test_barrel_5():
    assert barrel([10, 9, 6, 2, 18, 15, 8]) == 3
