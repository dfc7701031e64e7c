from kata_pad.bound_price import bound_price


def test_bound_price_0():
    assert bound_price('') == '.......'


def test_bound_price_1():
    assert bound_price('ab') == 'ab.....'


def test_bound_price_2():
    assert bound_price('abab') == 'abab...'


def test_bound_price_3():
    assert bound_price('ababab') == 'ababab.'


def test_bound_price_4():
    assert bound_price('abababab') == 'abababab'


def test_bound_price_5():
    assert bound_price('ababababab') == 'ababababab'
