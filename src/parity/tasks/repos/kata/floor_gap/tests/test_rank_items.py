from kata_floor_gap.rank_items import rank_items


def test_rank_items_0():
    assert rank_items(10, 1) == 9


def test_rank_items_1():
    assert rank_items(20, 12) == 8


def test_rank_items_2():
    assert rank_items(3, 11) == 3


def test_rank_items_3():
    assert rank_items(10, 0) == 10


def test_rank_items_4():
    assert rank_items(8, 15) == 3


def test_rank_items_5():
    assert rank_items(0, 18) == 3
