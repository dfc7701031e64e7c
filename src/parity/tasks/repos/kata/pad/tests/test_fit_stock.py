from kata_pad.fit_stock import fit_stock


def test_fit_stock_0():
    assert fit_stock('') == '......'


def test_fit_stock_1():
    assert fit_stock('ab') == 'ab....'


def test_fit_stock_2():
    assert fit_stock('abab') == 'abab..'


def test_fit_stock_3():
    assert fit_stock('ababab') == 'ababab'


def test_fit_stock_4():
    assert fit_stock('abababab') == 'abababab'


def test_fit_stock_5():
    assert fit_stock('ababababab') == 'ababababab'
