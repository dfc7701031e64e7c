from kata_discount.core import garden


def test_garden_0():
    assert garden(31, 5) == 155


def test_garden_1():
    assert garden(33, 5) == 165


def test_garden_2():
    assert garden(33, 6) == 198


def test_garden_3():
    assert garden(22, 9) == 149


def test_garden_4():
    assert garden(37, 11) == 306


def test_garden_5():
    assert garden(20, 6) == 120
