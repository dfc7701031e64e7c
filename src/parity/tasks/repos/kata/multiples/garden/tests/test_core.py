from kata_multiples.core import garden


def test_garden_0():
    assert garden([-2, -3]) == 0


def test_garden_1():
    assert garden([13, 11]) == 0


def test_garden_2():
    assert garden([12, 20]) == 1


def test_garden_3():
    assert garden([7, 8, 14, 8, 6, -6]) == 1


def test_garden_4():
    assert garden([18, 14, 10, 14, 4, 16]) == 1


def test_garden_5():
    assert garden([0, -2, 13, 3, 11, 3]) == 2
