from kata_max_gap.core import forest


def test_forest_0():
    assert forest([17]) == 0


def test_forest_1():
    assert forest([1, 12, 16, 27, 27]) == 11


def test_forest_2():
    assert forest([12]) == 0


def test_forest_3():
    assert forest([6, 14, 16, 23, 23, 30]) == 8


def test_forest_4():
    assert forest([0, 11, 12, 16, 20, 21]) == 11


def test_forest_5():
    assert forest([14, 16, 16, 22, 23]) == 6
