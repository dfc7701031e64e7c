from kata_multiples.core import dragon


def test_dragon_0():
    assert dragon([3, 8, 4, 14, -6, 11]) == 3


def test_dragon_1():
    assert dragon([-3, 7, 2, 19, 17]) == 1


def test_dragon_2():
    assert dragon([19, 4]) == 1


def test_dragon_3():
    assert dragon([-5, 5]) == 0


def test_dragon_4():
    assert dragon([13, 16]) == 1


def test_dragon_5():
    assert dragon([-5, 0, 12, 12, 7, 20]) == 3
