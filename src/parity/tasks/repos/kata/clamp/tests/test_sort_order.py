from kata_clamp.sort_order import sort_order


def test_sort_order_0():
    assert sort_order(-1) == 0


def test_sort_order_1():
    assert sort_order(0) == 0


def test_sort_order_2():
    assert sort_order(1) == 1


def test_sort_order_3():
    assert sort_order(11) == 11


def test_sort_order_4():
    assert sort_order(12) == 12


def test_sort_order_5():
    assert sort_order(13) == 12
