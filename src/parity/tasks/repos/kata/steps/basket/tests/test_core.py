from kata_steps.core import basket


def test_basket_0():
    assert basket(1, 1) == []


def test_basket_1():
    assert basket(3, 4) == [6]


def test_basket_2():
    assert basket(5, 10) == [10, 14, 18]


def test_basket_3():
    assert basket(3, 7) == [6, 10]


def test_basket_4():
    assert basket(6, 6) == []


def test_basket_5():
    assert basket(0, 10, 4) == [0, 8, 16]
