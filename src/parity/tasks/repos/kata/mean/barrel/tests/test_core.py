from kata_mean.core import barrel


def test_barrel_0():
    assert barrel([]) == 0


def test_barrel_1():
    assert barrel([26, 3, 26, 27, 15]) == 19


def test_barrel_2():
    assert barrel([4]) == 4


def test_barrel_3():
    assert barrel([11, 2, 30]) == 14


def test_barrel_4():
    assert barrel([22, 8, 23, 12]) == 16


def test_barrel_5():
    assert barrel([9, 28]) == 18
