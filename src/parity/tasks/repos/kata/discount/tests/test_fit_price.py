from kata_discount.fit_price import fit_price


def test_fit_price_0():
    assert fit_price(25, 8) == 160


def test_fit_price_1():
    assert fit_price(36, 4) == 144


def test_fit_price_2():
    assert fit_price(13, 2) == 26


def test_fit_price_3():
    assert fit_price(29, 5) == 145


def test_fit_price_4():
    assert fit_price(20, 7) == 140


def test_fit_price_5():
    assert fit_price(20, 8) == 128
