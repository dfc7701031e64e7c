from kata_mean.core import island


def test_island_0():
    assert island([]) == 0


def test_island_1():
    assert island([20, 21, 26, 12, 24]) == 20


def test_island_2():
    assert island([19]) == 19


def test_island_3():
    assert island([2, 16, 2, 19, 9, 1]) == 8


def test_island_4():
    assert island([0, 18, 29, 25]) == 18


def test_island_5():
    assert island([12, 13, 26, 3, 11]) == 13
