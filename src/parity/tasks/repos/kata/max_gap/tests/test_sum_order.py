from kata_max_gap.sum_order import sum_order


def test_sum_order_0():
    assert sum_order([29]) == 0


def test_sum_order_1():
    assert sum_order([8, 11, 17, 18]) == 6


def test_sum_order_2():
    assert sum_order([24]) == 0


def test_sum_order_3():
    assert sum_order([2, 17, 25]) == 15


def test_sum_order_4():
    assert sum_order([1, 12, 16, 27, 27]) == 11


def test_sum_order_5():
    assert sum_order([12]) == 0
