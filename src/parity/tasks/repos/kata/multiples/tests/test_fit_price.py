from kata_multiples.fit_price import fit_price


def test_fit_price_0():
    assert fit_price([10, -4, 7]) == 1


def test_fit_price_1():
    assert fit_price([4, 14, 14, 20]) == 4


def test_fit_price_2():
    assert fit_price([0, 16, -5, 4, -2, 4]) == 3


def test_fit_price_3():
    assert fit_price([9, 9, 13, 4]) == 1


def test_fit_price_4():
    assert fit_price([14, -4, 8, 19]) == 2


def test_fit_price_5():
    assert fit_price([-3, 10, 2]) == 2
