from kata_weigh.core import forest


def test_forest_0():
    assert forest([0, 2, 1, 9, 9]) == 39


def test_forest_1():
    assert forest([1, 11]) == 23


def test_forest_2():
    assert forest([3, 0, 8, 9]) == 37


def test_forest_3():
    assert forest([1, 8, 2, 3]) == 22


def test_forest_4():
    assert forest([6, 6]) == 24


def test_forest_5():
    assert forest([4, 5]) == 14
