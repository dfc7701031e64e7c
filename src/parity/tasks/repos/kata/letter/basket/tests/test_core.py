from kata_letter.core import basket


def test_basket_0():
    assert basket(85) == 'B'


def test_basket_1():
    assert basket(86) == 'A'


def test_basket_2():
    assert basket(87) == 'A'


def test_basket_3():
    assert basket(73) == 'C'


def test_basket_4():
    assert basket(74) == 'B'


def test_basket_5():
    assert basket(75) == 'B'
