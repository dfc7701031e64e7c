from kata_wrap.cap_order import cap_order


def test_cap_order_0():
    assert cap_order(9) == 11


def test_cap_order_1():
    assert cap_order(16) == 6


def test_cap_order_2():
    assert cap_order(14) == 4


def test_cap_order_3():
    assert cap_order(12) == 2


def test_cap_order_4():
    assert cap_order(-10) == 4


def test_cap_order_5():
    assert cap_order(10, 4, 2) == 0
