from kata_tail.core import island


def test_island_0():
    assert island([2]) == [2]


def test_island_1():
    assert island([0]) == [0]


def test_island_2():
    assert island([9, 4, 3, 9]) == [3, 9]


def test_island_3():
    assert island([9, 1, 2]) == [1, 2]


def test_island_4():
    assert island([3, 2, 2, 4, 8, 5], 0) == []


def test_island_5():
    assert island([9, 9, 3, 0, 5, 6], 1) == [6]
