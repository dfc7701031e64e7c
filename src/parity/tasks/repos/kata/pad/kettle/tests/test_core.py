from kata_pad.core import kettle


def test_kettle_0():
    assert kettle('') == '......'


def test_kettle_1():
    assert kettle('ab') == 'ab....'


def test_kettle_2():
    assert kettle('abab') == 'abab..'


def test_kettle_3():
    assert kettle('ababab') == 'ababab'


def test_kettle_4():
    assert kettle('abababab') == 'abababab'


def test_kettle_5():
    assert kettle('ababababab') == 'ababababab'
