from kata_steps.core import garden


def test_garden_0():
    assert garden(0, 1) == [0]


def test_garden_1():
    assert garden(0, 3) == [0, 5, 10]


def test_garden_2():
    assert garden(4, 11) == [20, 25, 30, 35, 40, 45, 50]


def test_garden_3():
    assert garden(0, 8) == [0, 5, 10, 15, 20, 25, 30, 35]


def test_garden_4():
    assert garden(1, 9) == [5, 10, 15, 20, 25, 30, 35, 40]


def test_garden_5():
    assert garden(4, 12) == [20, 25, 30, 35, 40, 45, 50, 55]
