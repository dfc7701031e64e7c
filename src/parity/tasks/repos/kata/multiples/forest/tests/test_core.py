from kata_multiples.core import forest


def test_forest_0():
    assert forest([15, 13, 2, 18, 7]) == 2


def test_forest_1():
    assert forest([18, 1]) == 1


def test_forest_2():
    assert forest([2, 0, 4, 15, -3, 16]) == 1


def test_forest_3():
    assert forest([9, 5, 20, 3]) == 2


def test_forest_4():
    assert forest([2, 16]) == 0


def test_forest_5():
    assert forest([0, 15, 6]) == 2
