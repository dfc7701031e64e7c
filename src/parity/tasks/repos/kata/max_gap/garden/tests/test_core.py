from kata_max_gap.core import garden


def test_garden_0():
    assert garden([0, 7, 24]) == 17


def test_garden_1():
    assert garden([3, 3, 4, 20, 24, 25]) == 16


def test_garden_2():
    assert garden([9, 30]) == 21


def test_garden_3():
    assert garden([18, 23, 24, 26, 29]) == 5


def test_garden_4():
    assert garden([8, 9, 10, 14, 27]) == 13


def test_garden_5():
    assert garden([3, 3]) == 0
