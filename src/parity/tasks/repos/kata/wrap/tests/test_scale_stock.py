from kata_wrap.scale_stock import scale_stock


def test_scale_stock_0():
    assert scale_stock(23) == 1


def test_scale_stock_1():
    assert scale_stock(29) == 7


def test_scale_stock_2():
    assert scale_stock(24) == 2


def test_scale_stock_3():
    assert scale_stock(28) == 6


def test_scale_stock_4():
    assert scale_stock(5) == 7


def test_scale_stock_5():
    assert scale_stock(10, 4, 2) == 0
