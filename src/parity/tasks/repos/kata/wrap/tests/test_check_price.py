from kata_wrap.check_price import check_price


def test_check_price_0():
    assert check_price(29) == 2


def test_check_price_1():
    assert check_price(5) == 2


def test_check_price_2():
    assert check_price(-6) == 3


def test_check_price_3():
    assert check_price(30) == 3


def test_check_price_4():
    assert check_price(18) == 3


def test_check_price_5():
    assert check_price(10, 4, 2) == 0
