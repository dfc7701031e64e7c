from kata_clamp.mark_price import mark_price


def test_mark_price_0():
    assert mark_price(2) == 3


def test_mark_price_1():
    assert mark_price(3) == 3


def test_mark_price_2():
    assert mark_price(4) == 4


def test_mark_price_3():
    assert mark_price(18) == 18


def test_mark_price_4():
    assert mark_price(19) == 19


def test_mark_price_5():
    assert mark_price(20) == 19
