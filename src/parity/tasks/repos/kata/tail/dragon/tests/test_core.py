from kata_tail.core import dragon


def test_dragon_0():
    assert dragon([0, 9, 3, 4]) == [3, 4]


def test_dragon_1():
    assert dragon([6, 1, 9, 5, 1, 7, 5]) == [7, 5]


def test_dragon_2():
    assert dragon([9, 9, 0]) == [9, 0]


def test_dragon_3():
    assert dragon([5]) == [5]


def test_dragon_4():
    assert dragon([6, 8, 7, 2, 2, 0], 0) == []


def test_dragon_5():
    assert dragon([8, 7, 1, 6, 5, 2], 1) == [2]
