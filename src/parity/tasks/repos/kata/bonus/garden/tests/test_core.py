from kata_bonus.core import garden


def test_garden_0():
    assert garden(50) == 57


def test_garden_1():
    assert garden(21) == 24


def test_garden_2():
    assert garden(14) == 16


def test_garden_3():
    assert garden(36, 5) == 41


def test_garden_4():
    assert garden(36, 6) == 46


def test_garden_5():
    assert garden(14, 5) == 16
