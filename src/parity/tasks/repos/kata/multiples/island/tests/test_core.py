from kata_multiples.core import island


def test_island_0():
    assert island([-2, 9]) == 9


def test_island_1():
    assert island([1, 0, -4, 7]) == 7


def test_island_2():
    assert island([11, 15, -4, -1]) == -1


def test_island_3():
    assert island([14, 13, 1]) == 1


def test_island_4():
    assert island([-4, 3, 16, 10, 18, 18]) == 18


def test_island_5():
    assert island([-5, 10], 2) == 11
