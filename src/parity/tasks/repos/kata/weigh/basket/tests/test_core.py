from kata_weigh.core import basket


def test_basket_0():
    assert basket([12, 5]) == 85


def test_basket_1():
    assert basket([4, 12, 7]) == 99


def test_basket_2():
    assert basket([8, 6, 7]) == 105


def test_basket_3():
    assert basket([12, 4, 8]) == 104


def test_basket_4():
    assert basket([7, 12, 8]) == 135


def test_basket_5():
    assert basket([4, 5]) == 29
