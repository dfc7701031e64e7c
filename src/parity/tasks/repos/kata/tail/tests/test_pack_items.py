from kata_tail.pack_items import pack_items


def test_pack_items_0():
    assert pack_items([0, 4, 7, 9, 9, 0]) == [7, 9, 9, 0]


def test_pack_items_1():
    assert pack_items([0]) == [0]


def test_pack_items_2():
    assert pack_items([9, 8]) == [9, 8]


def test_pack_items_3():
    assert pack_items([2, 5, 6]) == [2, 5, 6]


def test_pack_items_4():
    assert pack_items([3, 3, 2, 0, 0, 7], 0) == []


def test_pack_items_5():
    assert pack_items([4, 4, 8, 0, 6, 7], 1) == [7]
