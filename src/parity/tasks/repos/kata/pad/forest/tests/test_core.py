from kata_pad.core import forest


def test_forest_0():
    assert forest('') == '......'


def test_forest_1():
    assert forest('ab') == 'ab....'


def test_forest_2():
    assert forest('abab') == 'abab..'


def test_forest_3():
    assert forest('ababab') == 'ababab'


def test_forest_4():
    assert forest('abababab') == 'abababab'


def test_forest_5():
    assert forest('ababababab') == 'ababababab'
