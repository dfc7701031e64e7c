from kata_pad.core import bridge


def test_bridge_0():
    assert bridge('') == '....'


def test_bridge_1():
    assert bridge('ab') == 'ab..'


def test_bridge_2():
    assert bridge('abab') == 'abab'


def test_bridge_3():
    assert bridge('ababab') == 'ababab'


def test_bridge_4():
    assert bridge('abababab') == 'abababab'


def test_bridge_5():
    assert bridge('ababababab') == 'ababababab'
