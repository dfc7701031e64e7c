from kata_tail.core import dragon


def test_dragon_0():
    assert dragon([]) == []


def test_dragon_1():
    assert dragon([6, 6, 6, 8]) == [6, 8]


def test_dragon_2():
    assert dragon([4, 0, 3]) == [0, 3]


def test_dragon_3():
    assert dragon([2, 7, 5, 7, 3, 6], -1) == []


def test_dragon_4():
    assert dragon([5, 1, 3, 0, 9, 0], 0) == []


def test_dragon_5():
    assert dragon([7, 3, 1, 5, 2, 2], 1) == [2]
