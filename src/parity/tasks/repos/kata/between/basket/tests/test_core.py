from kata_between.core import basket


def test_basket_0():
    assert basket(2, 3, 9) == False


def test_basket_1():
    assert basket(3, 3, 9) == True


def test_basket_2():
    assert basket(4, 3, 9) == True


def test_basket_3():
    assert basket(8, 3, 9) == True


def test_basket_4():
    assert basket(9, 3, 9) == False


def test_basket_5():
    assert basket(10, 3, 9) == False
