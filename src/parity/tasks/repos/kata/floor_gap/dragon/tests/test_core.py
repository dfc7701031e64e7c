from kata_floor_gap.core import dragon


def test_dragon_0():
    assert dragon(10, 18) == 3


def test_dragon_1():
    assert dragon(2, 15) == 3


def test_dragon_2():
    assert dragon(12, 16) == 3


def test_dragon_3():
    assert dragon(8, 11) == 3


def test_dragon_4():
    assert dragon(9, 6) == 3


def test_dragon_5():
    assert dragon(15, 13) == 3
