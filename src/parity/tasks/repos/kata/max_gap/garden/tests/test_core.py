from kata_max_gap.core import garden


def test_garden_0():
    assert garden([1, 9]) == 8


def test_garden_1():
    assert garden([18]) == 0


def test_garden_2():
    assert garden([8, 20, 21, 22, 23, 29]) == 12


def test_garden_3():
    assert garden([9]) == 0


def test_garden_4():
    assert garden([5, 22, 24, 26, 27, 28]) == 17


def test_garden_5():
    assert garden([9, 13, 18, 20, 23, 25]) == 5
