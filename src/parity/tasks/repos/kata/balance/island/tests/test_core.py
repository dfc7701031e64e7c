from kata_balance.core import island


def test_island_0():
    assert island([]) == 0


def test_island_1():
    assert island([20, 4, 6, 7]) == 2


def test_island_2():
    assert island([7, 13, 2, 5]) == -2


def test_island_3():
    assert island([8, 5]) == 0


def test_island_4():
    assert island([17, 6, 9, 17, 14]) == -1


def test_island_5():
    assert island([19, 20, 9, 10]) == 0
