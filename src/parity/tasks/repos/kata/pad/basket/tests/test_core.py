from kata_pad.core import basket


def test_basket_0():
    assert basket('') == '....'


def test_basket_1():
    assert basket('ab') == 'ab..'


def test_basket_2():
    assert basket('abab') == 'abab'


def test_basket_3():
    assert basket('ababab') == 'ababab'


def test_basket_4():
    assert basket('abababab') == 'abababab'


def test_basket_5():
    assert basket('ababababab') == 'ababababab'
