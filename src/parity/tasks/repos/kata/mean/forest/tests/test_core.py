from kata_mean.core import forest


def test_forest_0():
    assert forest([]) == 0


def test_forest_1():
    assert forest([24]) == 24


def test_forest_2():
    assert forest([5, 29, 17, 25]) == 19


def test_forest_3():
    assert forest([23, 26, 14, 5, 27, 11]) == 17


def test_forest_4():
    assert forest([5, 2, 28, 27]) == 15


def test_forest_5():
    assert forest([26, 27, 0, 14]) == 16
