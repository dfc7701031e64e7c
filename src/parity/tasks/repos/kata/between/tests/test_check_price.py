from kata_between.check_price import check_price


def test_check_price_0():
    assert check_price(2, 3, 9) == False


def test_check_price_1():
    assert check_price(3, 3, 9) == True


def test_check_price_2():
    assert check_price(4, 3, 9) == True


def test_check_price_3():
    assert check_price(8, 3, 9) == True


def test_check_price_4():
    assert check_price(9, 3, 9) == False


def test_check_price_5():
    assert check_price(10, 3, 9) == False
