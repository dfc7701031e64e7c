from kata_pad.load_price import load_price


def test_load_price_0():
    assert load_price('') == '.......'


def test_load_price_1():
    assert load_price('ab') == 'ab.....'


def test_load_price_2():
    assert load_price('abab') == 'abab...'


def test_load_price_3():
    assert load_price('ababab') == 'ababab.'


def test_load_price_4():
    assert load_price('abababab') == 'abababab'


def test_load_price_5():
    assert load_price('ababababab') == 'ababababab'
