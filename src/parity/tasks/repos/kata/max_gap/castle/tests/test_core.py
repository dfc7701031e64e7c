from kata_max_gap.core import castle


def test_castle_0():
    assert castle([12, 15, 16]) == 3


def test_castle_1():
    assert castle([8, 11, 12, 16]) == 4


def test_castle_2():
    assert castle([0, 3, 11, 25]) == 14


def test_castle_3():
    assert castle([3]) == 0


def test_castle_4():
    assert castle([1, 2, 6, 10, 16, 28]) == 12


def test_castle_5():
    assert castle([1, 1, 3, 5, 12]) == 7
