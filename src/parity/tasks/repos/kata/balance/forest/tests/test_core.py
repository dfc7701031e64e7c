from kata_balance.core import forest


def test_forest_0():
    assert forest([19, 8, 3, 1]) == -2


def test_forest_1():
    assert forest([11, 9, 11, 3, 19, 2]) == -4


def test_forest_2():
    assert forest([1, 6, 9, 8, 19]) == -1


def test_forest_3():
    assert forest([]) == 0


def test_forest_4():
    assert forest([1, 0, 2, 3]) == 0


def test_forest_5():
    assert forest([3, 13]) == -2
