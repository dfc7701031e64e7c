from kata_steps.core import island


def test_island_0():
    assert island(3, 8) == [6, 10, 14]


def test_island_1():
    assert island(4, 13) == [8, 12, 16, 20, 24]


def test_island_2():
    assert island(3, 10) == [6, 10, 14, 18]


def test_island_3():
    assert island(5, 11) == [10, 14, 18]


def test_island_4():
    assert island(3, 5) == [6]


def test_island_5():
    assert island(0, 10, 4) == [0, 8, 16]
