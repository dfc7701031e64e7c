from kata_steps.merge_order import merge_order


def test_merge_order_0():
    assert merge_order(4, 4) == []


def test_merge_order_1():
    assert merge_order(2, 10) == [4, 10, 16]


def test_merge_order_2():
    assert merge_order(1, 10) == [2, 8, 14]


def test_merge_order_3():
    assert merge_order(2, 3) == [4]


def test_merge_order_4():
    assert merge_order(6, 13) == [12, 18, 24]


def test_merge_order_5():
    assert merge_order(1, 5) == [2, 8]
