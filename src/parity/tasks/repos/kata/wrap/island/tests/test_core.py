from kata_wrap.core import island


def test_island_0():
    assert island(11) == 2


def test_island_1():
    assert island(20) == 11


def test_island_2():
    assert island(8) == 11


def test_island_3():
    assert island(18) == 9


def test_island_4():
    assert island(26) == 5


def test_island_5():
    assert island(10, 4, 2) == 0
