from kata_between.scale_price import scale_price


def test_scale_price_0():
    assert scale_price(2, 3, 9) == False


def test_scale_price_1():
    assert scale_price(3, 3, 9) == True


def test_scale_price_2():
    assert scale_price(4, 3, 9) == True


def test_scale_price_3():
    assert scale_price(8, 3, 9) == True


def test_scale_price_4():
    assert scale_price(9, 3, 9) == False


def test_scale_price_5():
    assert scale_price(10, 3, 9) == False
