from kata_pad.core import tunnel


def test_tunnel_0():
    assert tunnel('') == '.......'


def test_tunnel_1():
    assert tunnel('ab') == 'ab.....'


def test_tunnel_2():
    assert tunnel('abab') == 'abab...'


def test_tunnel_3():
    assert tunnel('ababab') == 'ababab.'


def test_tunnel_4():
    assert tunnel('abababab') == 'abababab'


def test_tunnel_5():
    assert tunnel('ababababab') == 'ababababab'
