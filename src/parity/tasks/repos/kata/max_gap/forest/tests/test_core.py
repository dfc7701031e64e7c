from kata_max_gap.core import forest


def test_forest_0():
    assert forest([5, 17, 19, 20, 26, 28]) == 12


def test_forest_1():
    assert forest([29]) == 0


def test_forest_2():
    assert forest([24]) == 0


def test_forest_3():
    assert forest([0]) == 0


def test_forest_4():
    assert forest([6, 25, 26]) == 19


def test_forest_5():
    assert forest([0, 4, 5, 12]) == 7
