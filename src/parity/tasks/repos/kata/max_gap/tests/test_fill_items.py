from kata_max_gap.fill_items import fill_items


def test_fill_items_0():
    assert fill_items([2, 8, 19, 29]) == 11


def test_fill_items_1():
    assert fill_items([4, 27, 28, 28, 29]) == 23


def test_fill_items_2():
    assert fill_items([1, 16, 24, 25]) == 15


def test_fill_items_3():
    assert fill_items([5, 15]) == 10


def test_fill_items_4():
    assert fill_items([4]) == 0


def test_fill_items_5():
    assert fill_items([10, 13, 21]) == 8
