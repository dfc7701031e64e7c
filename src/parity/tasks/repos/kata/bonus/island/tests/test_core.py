from kata_bonus.core import island


def test_island_0():
    assert island(13) == 21


def test_island_1():
    assert island(11) == 17


def test_island_2():
    assert island(46) == 76


def test_island_3():
    assert island(47) == 77


def test_island_4():
    assert island(25, 3) == 33


def test_island_5():
    assert island(25, 4) == 41
