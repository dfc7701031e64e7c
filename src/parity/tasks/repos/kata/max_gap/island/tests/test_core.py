from kata_max_gap.core import island


def test_island_0():
    assert island([5, 10, 11, 14, 16, 19]) == 5


def test_island_1():
    assert island([7, 14, 21, 26]) == 7


def test_island_2():
    assert island([7, 17, 21, 27, 30]) == 10


def test_island_3():
    assert island([1, 8, 18]) == 10


def test_island_4():
    assert island([1, 5, 20, 30]) == 15


def test_island_5():
    assert island([22]) == 0
