from kata_weigh.core import garden


def test_garden_0():
    assert garden([12, 0, 6, 6]) == 36


def test_garden_1():
    assert garden([10, 5, 11, 3, 2]) == 52


def test_garden_2():
    assert garden([8, 3, 8]) == 35


def test_garden_3():
    assert garden([1, 2, 6, 9]) == 27


def test_garden_4():
    assert garden([1, 6, 6]) == 13


def test_garden_5():
    assert garden([7, 8]) == 23
