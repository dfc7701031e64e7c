from kata_floor_gap.core import island


def test_island_0():
    assert island(10, 3) == 7


def test_island_1():
    assert island(15, 3) == 12


def test_island_2():
    assert island(14, 1) == 13


def test_island_3():
    assert island(8, 12) == 1


def test_island_4():
    assert island(16, 3) == 13


def test_island_5():
    assert island(2, 3) == 1
