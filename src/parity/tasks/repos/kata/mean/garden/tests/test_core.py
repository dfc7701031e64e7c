from kata_mean.core import garden


def test_garden_0():
    assert garden([]) == 0


def test_garden_1():
    assert garden([30, 7]) == 18


def test_garden_2():
    assert garden([4]) == 4


def test_garden_3():
    assert garden([1]) == 1


def test_garden_4():
    assert garden([17, 2, 18, 26, 23]) == 17


def test_garden_5():
    assert garden([13, 14, 20, 14, 12]) == 14
