from kata_letter.core import island


def test_island_0():
    assert island(93) == 'B'


def test_island_1():
    assert island(94) == 'A'


def test_island_2():
    assert island(95) == 'A'


def test_island_3():
    assert island(84) == 'C'


def test_island_4():
    assert island(85) == 'B'


def test_island_5():
    assert island(86) == 'B'
