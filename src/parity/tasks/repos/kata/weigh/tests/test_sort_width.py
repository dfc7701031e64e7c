from kata_weigh.sort_width import sort_width


def test_sort_width_0():
    assert sort_width([10, 0, 11, 4]) == 46


def test_sort_width_1():
    assert sort_width([0, 9, 12, 12]) == 66


def test_sort_width_2():
    assert sort_width([5, 1]) == 6


def test_sort_width_3():
    assert sort_width([0, 7, 5, 9]) == 37


def test_sort_width_4():
    assert sort_width([12, 4, 10, 4, 9]) == 70


def test_sort_width_5():
    assert sort_width([6, 2, 0, 7]) == 28
