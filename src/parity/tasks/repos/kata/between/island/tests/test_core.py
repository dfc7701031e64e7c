from kata_between.core import island


def test_island_0():
    assert island(2, 3, 9) == False


def test_island_1():
    assert island(3, 3, 9) == True


def test_island_2():
    assert island(4, 3, 9) == True


def test_island_3():
    assert island(8, 3, 9) == True


def test_island_4():
    assert island(9, 3, 9) == False


def test_island_5():
    assert island(10, 3, 9) == False
