from kata_mean.core import tunnel


def test_tunnel_0():
    assert tunnel([]) == 0


def test_tunnel_1():
    assert tunnel([29, 19, 29, 8]) == 21


def test_tunnel_2():
    assert tunnel([6, 1, 16, 16]) == 9


def test_tunnel_3():
    assert tunnel([27, 2, 27, 7]) == 15


def test_tunnel_4():
    assert tunnel([12, 22]) == 17


def test_tunnel_5():
    assert tunnel([14, 2, 7, 7, 27, 24]) == 13
