from kata_balance.core import island


def test_island_0():
    assert island([15, 9, 7, 3, 14]) == -3


def test_island_1():
    assert island([19, 17]) == -2


def test_island_2():
    assert island([5, 11]) == -2


def test_island_3():
    assert island([0, 15, 15, 6, 2]) == 1


def test_island_4():
    assert island([18, 7]) == 0


def test_island_5():
    assert island([20, 4, 15, 0, 20, 12]) == 4
