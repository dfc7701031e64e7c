from kata_multiples.mark_price import mark_price


def test_mark_price_0():
    assert mark_price([15, -6]) == 1


def test_mark_price_1():
    assert mark_price([7, 18, -2, 14]) == 3


def test_mark_price_2():
    assert mark_price([1, 5]) == 2


def test_mark_price_3():
    assert mark_price([8, -1, 15, 20, 5]) == 4


def test_mark_price_4():
    assert mark_price([7, 7, 5, 12, -3]) == 4


def test_mark_price_5():
    assert mark_price([11, 19]) == 2
