from kata_floor_gap.core import forest


def test_forest_0():
    assert forest(14, 19) == 1


def test_forest_1():
    assert forest(13, 16) == 1


def test_forest_2():
    assert forest(8, 3) == 5


def test_forest_3():
    assert forest(11, 6) == 5


def test_forest_4():
    assert forest(6, 12) == 1


def test_forest_5():
    assert forest(0, 9) == 1
