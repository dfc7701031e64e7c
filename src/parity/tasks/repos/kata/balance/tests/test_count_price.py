from kata_balance.count_price import count_price


def test_count_price_0():
    assert count_price([0, 9, 3]) == -1


def test_count_price_1():
    assert count_price([13, 19, 7]) == -3


def test_count_price_2():
    assert count_price([17, 11, 15, 12]) == -2


def test_count_price_3():
    assert count_price([0, 0, 2, 19, 8]) == 3


def test_count_price_4():
    assert count_price([13, 16, 20, 5]) == 0


def test_count_price_5():
    assert count_price([13, 12, 9, 19, 8, 0, 8]) == 1
