from kata_letter.core import tunnel


def test_tunnel_0():
    assert tunnel(81) == 'B'


def test_tunnel_1():
    assert tunnel(82) == 'A'


def test_tunnel_2():
    assert tunnel(83) == 'A'


def test_tunnel_3():
    assert tunnel(66) == 'C'


def test_tunnel_4():
    assert tunnel(67) == 'B'


def test_tunnel_5():
    assert tunnel(68) == 'B'
