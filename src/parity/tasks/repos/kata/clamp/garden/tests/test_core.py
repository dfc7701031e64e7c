from kata_clamp.core import garden


def test_garden_0():
    assert garden(2) == 3


def test_garden_1():
    assert garden(3) == 3


def test_garden_2():
    assert garden(4) == 4


def test_garden_3():
    assert garden(14) == 14


def test_garden_4():
    assert garden(15) == 15


def test_garden_5():
    assert garden(16) == 15
