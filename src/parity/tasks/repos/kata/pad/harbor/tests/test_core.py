from kata_pad.core import harbor


def test_harbor_0():
    assert harbor('') == '.......'


def test_harbor_1():
    assert harbor('ab') == 'ab.....'


def test_harbor_2():
    assert harbor('abab') == 'abab...'


def test_harbor_3():
    assert harbor('ababab') == 'ababab.'


def test_harbor_4():
    assert harbor('abababab') == 'abababab'


def test_harbor_5():
    assert harbor('ababababab') == 'ababababab'
