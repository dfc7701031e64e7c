from kata_discount.core import island


def test_island_0():
    assert island(23, 7) == 161


def test_island_1():
    assert island(31, 6) == 186


def test_island_2():
    assert island(31, 10) == 259


def test_island_3():
    assert island(14, 12) == 140


def test_island_4():
    assert island(9, 4) == 36


def test_island_5():
    assert island(20, 8) == 160
