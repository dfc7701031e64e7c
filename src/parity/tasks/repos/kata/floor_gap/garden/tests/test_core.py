from kata_floor_gap.core import garden


def test_garden_0():
    assert garden(4, 2) == 3


def test_garden_1():
    assert garden(20, 4) == 16


def test_garden_2():
    assert garden(1, 17) == 3


def test_garden_3():
    assert garden(6, 0) == 6


def test_garden_4():
    assert garden(5, 6) == 3


def test_garden_5():
    assert garden(17, 12) == 5
