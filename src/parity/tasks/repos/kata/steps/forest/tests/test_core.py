from kata_steps.core import forest


def test_forest_0():
    assert forest(1, 8) == [3, 6, 9, 12, 15, 18, 21]


def test_forest_1():
    assert forest(5, 5) == []


def test_forest_2():
    assert forest(0, 8) == [0, 3, 6, 9, 12, 15, 18, 21]


def test_forest_3():
    assert forest(0, 9) == [0, 3, 6, 9, 12, 15, 18, 21, 24]


def test_forest_4():
    assert forest(4, 8) == [12, 15, 18, 21]


def test_forest_5():
    assert forest(2, 11) == [6, 9, 12, 15, 18, 21, 24, 27, 30]
