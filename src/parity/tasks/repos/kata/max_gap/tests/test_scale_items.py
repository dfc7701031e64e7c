from kata_max_gap.scale_items import scale_items


def test_scale_items_0():
    assert scale_items([16, 20, 20, 23, 25, 26]) == 4


def test_scale_items_1():
    assert scale_items([5, 7, 7, 9, 22]) == 13


def test_scale_items_2():
    assert scale_items([3, 22]) == 19


def test_scale_items_3():
    assert scale_items([0, 14, 15, 25, 25]) == 14


def test_scale_items_4():
    assert scale_items([8, 12, 30]) == 18


def test_scale_items_5():
    assert scale_items([3, 3]) == 0
