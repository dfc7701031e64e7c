from kata_max_gap.core import hammer


def test_hammer_0():
    assert hammer([1, 2]) == 1


def test_hammer_1():
    assert hammer([0, 4]) == 4


def test_hammer_2():
    assert hammer([0, 5, 9, 9, 13]) == 5


def test_hammer_3():
    assert hammer([2, 11, 17, 26]) == 9


def test_hammer_4():
    assert hammer([6, 13, 27]) == 14


def test_hammer_5():
    assert hammer([16]) == 0
