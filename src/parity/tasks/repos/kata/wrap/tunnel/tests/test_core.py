from kata_wrap.core import tunnel


def test_tunnel_0():
    assert tunnel(10) == 4


def test_tunnel_1():
    assert tunnel(19) == 6


def test_tunnel_2():
    assert tunnel(-5) == 3


def test_tunnel_3():
    assert tunnel(17) == 4


def test_tunnel_4():
    assert tunnel(-9) == 6


def test_tunnel_5():
    assert tunnel(10, 4, 2) == 0
