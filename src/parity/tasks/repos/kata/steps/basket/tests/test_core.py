from kata_steps.core import basket


def test_basket_0():
    assert basket(2, 7) == [8, 12, 16, 20, 24]


def test_basket_1():
    assert basket(4, 5) == [16]


def test_basket_2():
    assert basket(3, 6) == [12, 16, 20]


def test_basket_3():
    assert basket(5, 10) == [20, 24, 28, 32, 36]


def test_basket_4():
    assert basket(3, 8) == [12, 16, 20, 24, 28]


def test_basket_5():
    assert basket(1, 4) == [4, 8, 12]
