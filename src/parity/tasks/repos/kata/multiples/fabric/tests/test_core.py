from kata_multiples.core import fabric


def test_fabric_0():
    assert fabric([7, 5, 1, -2, 5]) == 0


def test_fabric_1():
    assert fabric([6, 16, 11, 3, 16]) == 3


def test_fabric_2():
    assert fabric([19, 0, -4]) == 0


def test_fabric_3():
    assert fabric([20, 0, -1, 0, -5]) == 1


def test_fabric_4():
    assert fabric([19, 6, 14, -4]) == 2


def test_fabric_5():
    assert fabric([19, 13]) == 0
