from kata_mean.core import dragon


def test_dragon_0():
    assert dragon([]) == 0


def test_dragon_1():
    assert dragon([26, 8, 13, 18, 27, 15]) == 17


def test_dragon_2():
    assert dragon([4, 11, 3]) == 6


def test_dragon_3():
    assert dragon([16, 6, 6, 17, 20]) == 13


def test_dragon_4():
    assert dragon([4, 25]) == 14


def test_dragon_5():
    assert dragon([21, 28, 26, 9, 4]) == 17
