from kata_floor_gap.core import garden


def test_garden_0():
    assert garden(10, 3) == 7


def test_garden_1():
    assert garden(4, 7) == 1


def test_garden_2():
    assert garden(3, 2) == 1


def test_garden_3():
    assert garden(11, 9) == 2


def test_garden_4():
    assert garden(6, 19) == 1


def test_garden_5():
    assert garden(20, 16) == 4
