from kata_floor_gap.core import forest


def test_forest_0():
    assert forest(17, 5) == 12


def test_forest_1():
    assert forest(15, 7) == 8


def test_forest_2():
    assert forest(20, 8) == 12


def test_forest_3():
    assert forest(7, 14) == 2


def test_forest_4():
    assert forest(18, 15) == 3


def test_forest_5():
    assert forest(16, 15) == 2
