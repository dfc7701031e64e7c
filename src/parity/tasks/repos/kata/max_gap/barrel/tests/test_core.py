from kata_max_gap.core import barrel


def test_barrel_0():
    assert barrel([2, 12, 21]) == 10


def test_barrel_1():
    assert barrel([0, 3, 18, 27, 30, 30]) == 15


def test_barrel_2():
    assert barrel([13, 18, 22, 26, 26, 30]) == 5


def test_barrel_3():
    assert barrel([4, 8, 12, 15, 26]) == 11


def test_barrel_4():
    assert barrel([5, 7, 10, 27]) == 17


def test_barrel_5():
    assert barrel([3, 3]) == 0
