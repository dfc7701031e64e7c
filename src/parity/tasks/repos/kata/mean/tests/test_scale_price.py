from kata_mean.scale_price import scale_price


def test_scale_price_0():
    assert scale_price([]) == 0


def test_scale_price_1():
    assert scale_price([21, 29, 0, 15, 23]) == 17


def test_scale_price_2():
    assert scale_price([8, 27]) == 17


def test_scale_price_3():
    assert scale_price([9, 25, 29, 8, 6]) == 15


def test_scale_price_4():
    assert scale_price([12, 19, 14, 29, 15, 9]) == 16


def test_scale_price_5():
    assert scale_price([0, 24, 27]) == 17
