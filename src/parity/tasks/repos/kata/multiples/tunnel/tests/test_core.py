from kata_multiples.core import tunnel


def test_tunnel_0():
    assert tunnel([20, 6, -6, 7, 1, 20]) == 2


def test_tunnel_1():
    assert tunnel([12, 8, 3, 20, -6]) == 3


def test_tunnel_2():
    assert tunnel([16, 12, 8]) == 3


def test_tunnel_3():
    assert tunnel([-4, 14, 18, -6, 15, -5]) == 0


def test_tunnel_4():
    assert tunnel([-2, 6]) == 0


def test_tunnel_5():
    assert tunnel([0, 4, 1]) == 1
