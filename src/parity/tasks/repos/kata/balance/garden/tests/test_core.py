from kata_balance.core import garden


def test_garden_0():
    assert garden([5, 15, 5]) == -3


def test_garden_1():
    assert garden([0, 9]) == 0


def test_garden_2():
    assert garden([13, 13, 4, 0, 16, 17]) == 0


def test_garden_3():
    assert garden([]) == 0


def test_garden_4():
    assert garden([8, 3, 3, 17, 2, 15, 4]) == -1


def test_garden_5():
    assert garden([13, 19]) == -2
