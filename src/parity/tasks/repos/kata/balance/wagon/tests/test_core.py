from kata_balance.core import wagon


def test_wagon_0():
    assert wagon([8, 15, 13, 1, 4, 10]) == 0


def test_wagon_1():
    assert wagon([10]) == 1


def test_wagon_2():
    assert wagon([10, 14, 19, 4]) == 2


def test_wagon_3():
    assert wagon([11, 11, 16]) == -1


def test_wagon_4():
    assert wagon([14, 8, 0, 2]) == 4


def test_wagon_5():
    assert wagon([11, 2, 13, 6, 9, 9, 7]) == -3
