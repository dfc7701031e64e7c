from kata_multiples.core import garden


def test_garden_0():
    assert garden([17, 4, -1]) == 1


def test_garden_1():
    assert garden([-1, 19]) == 0


def test_garden_2():
    assert garden([-6, 1, -5, -6]) == 0


def test_garden_3():
    assert garden([11, -6, -2, -3, 20]) == 1


def test_garden_4():
    assert garden([13, 0, -4, 17, 8, 0]) == 1


def test_garden_5():
    assert garden([10, 13]) == 1
