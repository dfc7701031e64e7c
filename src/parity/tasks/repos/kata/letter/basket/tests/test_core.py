from kata_letter.core import basket


def test_basket_0():
    assert basket(83) == 'B'


def test_basket_1():
    assert basket(84) == 'A'


def test_basket_2():
    assert basket(85) == 'A'


def test_basket_3():
    assert basket(74) == 'C'


def test_basket_4():
    assert basket(75) == 'B'


def test_basket_5():
    assert basket(76) == 'B'
