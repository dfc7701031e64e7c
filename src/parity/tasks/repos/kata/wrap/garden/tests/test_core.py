from kata_wrap.core import garden


def test_garden_0():
    assert garden(22) == 2


def test_garden_1():
    assert garden(20) == 0


def test_garden_2():
    assert garden(30) == 4


def test_garden_3():
    assert garden(25) == 5


def test_garden_4():
    assert garden(10) == 2


def test_garden_5():
    assert garden(3, 7, 0) == 3
