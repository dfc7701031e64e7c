from kata_pad.core import magnet


def test_magnet_0():
    assert magnet('') == '....'


def test_magnet_1():
    assert magnet('ab') == 'ab..'


def test_magnet_2():
    assert magnet('abab') == 'abab'


def test_magnet_3():
    assert magnet('ababab') == 'ababab'


def test_magnet_4():
    assert magnet('abababab') == 'abababab'


def test_magnet_5():
    assert magnet('ababababab') == 'ababababab'
