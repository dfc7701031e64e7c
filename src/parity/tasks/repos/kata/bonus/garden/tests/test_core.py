from kata_bonus.core import garden


def test_garden_0():
    assert garden(2) == 2


def test_garden_1():
    assert garden(58) == 67


def test_garden_2():
    assert garden(33) == 38


def test_garden_3():
    assert garden(1) == 1


def test_garden_4():
    assert garden(16, 5) == 20


def test_garden_5():
    assert garden(40, 4) == 46
