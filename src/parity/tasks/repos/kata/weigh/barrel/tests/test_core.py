from kata_weigh.core import barrel


def test_barrel_0():
    assert barrel([5, 12, 3, 9, 10]) == 127


def test_barrel_1():
    assert barrel([10, 5, 2, 2, 5]) == 64


def test_barrel_2():
    assert barrel([9]) == 9


def test_barrel_3():
    assert barrel([5, 5]) == 10


def test_barrel_4():
    assert barrel([10, 4, 5]) == 59


def test_barrel_5():
    assert barrel([12, 6, 9, 6]) == 81
