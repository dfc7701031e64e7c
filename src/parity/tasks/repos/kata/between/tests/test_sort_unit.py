from kata_between.sort_unit import sort_unit


def test_sort_unit_0():
    assert sort_unit(2, 3, 9) == False


def test_sort_unit_1():
    assert sort_unit(3, 3, 9) == True


def test_sort_unit_2():
    assert sort_unit(4, 3, 9) == True


def test_sort_unit_3():
    assert sort_unit(8, 3, 9) == True


def test_sort_unit_4():
    assert sort_unit(9, 3, 9) == False


def test_sort_unit_5():
    assert sort_unit(10, 3, 9) == False
