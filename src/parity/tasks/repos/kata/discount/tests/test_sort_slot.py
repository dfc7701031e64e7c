from kata_discount.sort_slot import sort_slot


def test_sort_slot_0():
    assert sort_slot(2, 5) == 10


def test_sort_slot_1():
    assert sort_slot(32, 6) == 192


def test_sort_slot_2():
    assert sort_slot(27, 4) == 108


def test_sort_slot_3():
    assert sort_slot(10, 2) == 20


def test_sort_slot_4():
    assert sort_slot(20, 8) == 160


def test_sort_slot_5():
    assert sort_slot(20, 9) == 155
