from kata_wrap.core import island


def test_island_0():
    assert island(-5) == 9


def test_island_1():
    assert island(-1) == 2


def test_island_2():
    assert island(8) == 0


def test_island_3():
    assert island(-9) == 5


def test_island_4():
    assert island(12) == 4


def test_island_5():
    assert island(3, 7, 0) == 3
