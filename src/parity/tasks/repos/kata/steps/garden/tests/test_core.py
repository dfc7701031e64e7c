from kata_steps.core import garden


def test_garden_0():
    assert garden(0, 8) == [0, 4, 8, 12]


def test_garden_1():
    assert garden(1, 4) == [2, 6]


def test_garden_2():
    assert garden(1, 5) == [2, 6]


def test_garden_3():
    assert garden(2, 10) == [4, 8, 12, 16]


def test_garden_4():
    assert garden(2, 4) == [4]


def test_garden_5():
    assert garden(0, 10, 4) == [0, 8, 16]
