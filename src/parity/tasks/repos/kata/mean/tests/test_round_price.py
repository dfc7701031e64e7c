from kata_mean.round_price import round_price


def test_round_price_0():
    assert round_price([]) == 0


def test_round_price_1():
    assert round_price([21, 29, 1, 2, 11]) == 12


def test_round_price_2():
    assert round_price([21]) == 21


def test_round_price_3():
    assert round_price([27, 7]) == 17


def test_round_price_4():
    assert round_price([8, 9, 18, 25]) == 15


def test_round_price_5():
    assert round_price([23, 20, 17]) == 20
