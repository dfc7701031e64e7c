from kata_between.adjust_price import adjust_price


def test_adjust_price_0():
    assert adjust_price(2, 3, 9) == False


def test_adjust_price_1():
    assert adjust_price(3, 3, 9) == True


def test_adjust_price_2():
    assert adjust_price(4, 3, 9) == True


def test_adjust_price_3():
    assert adjust_price(8, 3, 9) == True


def test_adjust_price_4():
    assert adjust_price(9, 3, 9) == False


def test_adjust_price_5():
    assert adjust_price(10, 3, 9) == False
