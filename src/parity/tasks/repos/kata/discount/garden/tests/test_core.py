from kata_discount.core import garden


def test_garden_0():
    assert garden(38, 3) == 114


def test_garden_1():
    assert garden(9, 9) == 71


def test_garden_2():
    assert garden(21, 8) == 168


def test_garden_3():
    assert garden(31, 11) == 299


def test_garden_4():
    assert garden(20, 8) == 160


def test_garden_5():
    assert garden(20, 9) == 158
