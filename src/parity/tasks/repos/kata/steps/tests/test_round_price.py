from kata_steps.round_price import round_price


def test_round_price_0():
    assert round_price(3, 7) == [15, 25]


def test_round_price_1():
    assert round_price(4, 6) == [20]


def test_round_price_2():
    assert round_price(5, 11) == [25, 35, 45]


def test_round_price_3():
    assert round_price(4, 12) == [20, 30, 40, 50]


def test_round_price_4():
    assert round_price(5, 9) == [25, 35]


def test_round_price_5():
    assert round_price(3, 11) == [15, 25, 35, 45]
