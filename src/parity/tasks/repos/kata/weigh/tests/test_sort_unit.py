from kata_weigh.sort_unit import sort_unit


def test_sort_unit_0():
    assert sort_unit([6]) == 18


def test_sort_unit_1():
    assert sort_unit([11, 5, 6, 2]) == 68


def test_sort_unit_2():
    assert sort_unit([6, 10, 10]) == 78


def test_sort_unit_3():
    assert sort_unit([2, 7, 11, 2]) == 58


def test_sort_unit_4():
    assert sort_unit([5, 2, 3, 2, 7]) == 43


def test_sort_unit_5():
    assert sort_unit([4, 5]) == 19
