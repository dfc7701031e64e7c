from kata_pad.core import hammer


def test_hammer_0():
    assert hammer('') == '....'


def test_hammer_1():
    assert hammer('ab') == 'ab..'


def test_hammer_2():
    assert hammer('abab') == 'abab'


def test_hammer_3():
    assert hammer('ababab') == 'ababab'


def test_hammer_4():
    assert hammer('abababab') == 'abababab'


def test_hammer_5():
    assert hammer('ababababab') == 'ababababab'
