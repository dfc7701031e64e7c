from kata_bonus.core import island


def test_island_0():
    assert island(4) == 6


def test_island_1():
    assert island(36) == 54


def test_island_2():
    assert island(33) == 49


def test_island_3():
    assert island(3) == 3


def test_island_4():
    assert island(13, 2) == 16


def test_island_5():
    assert island(13, 3) == 19
