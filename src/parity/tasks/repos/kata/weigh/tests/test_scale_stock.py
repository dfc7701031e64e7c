from kata_weigh.scale_stock import scale_stock


def test_scale_stock_0():
    assert scale_stock([8, 6, 11]) == 36


def test_scale_stock_1():
    assert scale_stock([9, 6]) == 24


def test_scale_stock_2():
    assert scale_stock([10, 5, 1]) == 26


def test_scale_stock_3():
    assert scale_stock([7, 10]) == 27


def test_scale_stock_4():
    assert scale_stock([10, 8, 0]) == 28


def test_scale_stock_5():
    assert scale_stock([8, 9]) == 26
