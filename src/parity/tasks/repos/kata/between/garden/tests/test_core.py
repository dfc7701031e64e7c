from kata_between.core import garden


def test_garden_0():
    assert garden(2, 3, 9) == False


def test_garden_1():
    assert garden(3, 3, 9) == True


def test_garden_2():
    assert garden(4, 3, 9) == True


def test_garden_3():
    assert garden(8, 3, 9) == True


def test_garden_4():
    assert garden(9, 3, 9) == False


def test_garden_5():
    assert garden(10, 3, 9) == False
