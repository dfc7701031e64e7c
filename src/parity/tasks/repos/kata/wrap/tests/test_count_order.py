from kata_wrap.count_order import count_order


def test_count_order_0():
    assert count_order(7) == 3


def test_count_order_1():
    assert count_order(30) == 2


def test_count_order_2():
    assert count_order(24) == 4


def test_count_order_3():
    assert count_order(10) == 6


def test_count_order_4():
    assert count_order(6) == 2


def test_count_order_5():
    assert count_order(10, 4, 2) == 0
