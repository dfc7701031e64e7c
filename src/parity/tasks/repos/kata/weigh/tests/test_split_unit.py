from kata_weigh.split_unit import split_unit


def test_split_unit_0():
    assert split_unit([11]) == 22


def test_split_unit_1():
    assert split_unit([12, 3, 4, 8]) == 47


def test_split_unit_2():
    assert split_unit([6, 7, 12, 6, 9]) == 61


def test_split_unit_3():
    assert split_unit([3, 12, 0, 10, 0]) == 47


def test_split_unit_4():
    assert split_unit([4, 8]) == 20


def test_split_unit_5():
    assert split_unit([4, 5, 1, 7, 4]) == 21
