from kata_pad.core import feather


def test_feather_0():
    assert feather('') == '....'


def test_feather_1():
    assert feather('ab') == 'ab..'


def test_feather_2():
    assert feather('abab') == 'abab'


def test_feather_3():
    assert feather('ababab') == 'ababab'


def test_feather_4():
    assert feather('abababab') == 'abababab'


def test_feather_5():
    assert feather('ababababab') == 'ababababab'
