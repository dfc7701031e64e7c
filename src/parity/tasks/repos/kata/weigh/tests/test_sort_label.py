from kata_weigh.sort_label import sort_label


def test_sort_label_0():
    assert sort_label([10, 0, 7, 4]) == 55


def test_sort_label_1():
    assert sort_label([11, 7]) == 54


def test_sort_label_2():
    assert sort_label([9]) == 27


def test_sort_label_3():
    assert sort_label([0, 5]) == 5


def test_sort_label_4():
    assert sort_label([6, 0, 8, 1]) == 31


def test_sort_label_5():
    assert sort_label([6, 7]) == 27
