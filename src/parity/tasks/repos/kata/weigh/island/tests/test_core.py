from kata_weigh.core import island


def test_island_0():
    assert island([10, 7, 7]) == 48


def test_island_1():
    assert island([8, 1, 1, 5, 7]) == 37


def test_island_2():
    assert island([12, 6, 8, 7]) == 66


def test_island_3():
    assert island([6, 8, 1, 3, 2]) == 34


def test_island_4():
    assert island([8, 5, 2, 1]) == 24


def test_island_5():
    assert island([2, 0]) == 2
