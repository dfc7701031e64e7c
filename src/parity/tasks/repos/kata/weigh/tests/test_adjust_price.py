from kata_weigh.adjust_price import adjust_price


def test_adjust_price_0():
    assert adjust_price([12, 8, 11, 11]) == 126


def test_adjust_price_1():
    assert adjust_price([7, 1, 0, 8]) == 46


def test_adjust_price_2():
    assert adjust_price([12, 12, 4, 0]) == 76


def test_adjust_price_3():
    assert adjust_price([1, 1, 5, 5, 1]) == 13


def test_adjust_price_4():
    assert adjust_price([0, 2, 8, 10]) == 56


def test_adjust_price_5():
    assert adjust_price([6, 7]) == 27
