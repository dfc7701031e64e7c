from kata_pad.core import walnut


def test_walnut_0():
    assert walnut('') == '....'


def test_walnut_1():
    assert walnut('ab') == 'ab..'


def test_walnut_2():
    assert walnut('abab') == 'abab'


def test_walnut_3():
    assert walnut('ababab') == 'ababab'


def test_walnut_4():
    assert walnut('abababab') == 'abababab'


def test_walnut_5():
    assert walnut('ababababab') == 'ababababab'
