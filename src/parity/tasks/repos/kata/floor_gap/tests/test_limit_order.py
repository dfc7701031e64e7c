from kata_floor_gap.limit_order import limit_order


def test_limit_order_0():
    assert limit_order(17, 3) == 14


def test_limit_order_1():
    assert limit_order(7, 10) == 2


def test_limit_order_2():
    assert limit_order(18, 15) == 3


def test_limit_order_3():
    assert limit_order(7, 12) == 2


def test_limit_order_4():
    assert limit_order(10, 20) == 2


def test_limit_order_5():
    assert limit_order(2, 12) == 2
