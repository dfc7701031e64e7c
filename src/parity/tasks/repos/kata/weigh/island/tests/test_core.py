from kata_weigh.core import island


def test_island_0():
    assert island([4, 9, 2, 2]) == 44


def test_island_1():
    assert island([8]) == 8


def test_island_2():
    assert island([5, 5, 9, 10, 0]) == 86


def test_island_3():
    assert island([6, 2]) == 8


def test_island_4():
    assert island([8, 1]) == 9


def test_island_5():
    assert island([8, 9]) == 44
