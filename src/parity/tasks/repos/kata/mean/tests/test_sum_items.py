from kata_mean.sum_items import sum_items


def test_sum_items_0():
    assert sum_items([]) == 0


def test_sum_items_1():
    assert sum_items([17, 21, 9]) == 15


def test_sum_items_2():
    assert sum_items([3, 26, 10, 18, 22, 8]) == 14


def test_sum_items_3():
    assert sum_items([16, 8, 14, 14, 3, 29]) == 14


def test_sum_items_4():
    assert sum_items([26, 9, 10, 22, 2]) == 13


def test_sum_items_5():
    assert sum_items([13, 27, 10, 23, 0, 25]) == 16
