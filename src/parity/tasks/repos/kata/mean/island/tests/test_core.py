from kata_mean.core import island


def test_island_0():
    assert island([]) == 0


def test_island_1():
    assert island([3, 14, 29, 22, 8, 24]) == 16


def test_island_2():
    assert island([8, 14, 0]) == 7


def test_island_3():
    assert island([23, 10, 20]) == 17


def test_island_4():
    assert island([26, 11]) == 18


def test_island_5():
    assert island([11, 11, 29, 30, 22, 12]) == 19
