from kata_clamp.core import island


def test_island_0():
    assert island(0) == 1


def test_island_1():
    assert island(1) == 1


def test_island_2():
    assert island(2) == 2


def test_island_3():
    assert island(9) == 9


def test_island_4():
    assert island(10) == 10


def test_island_5():
    assert island(11) == 10
