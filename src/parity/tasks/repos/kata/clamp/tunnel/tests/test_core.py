from kata_clamp.core import tunnel


def test_tunnel_0():
    assert tunnel(-1) == 0


def test_tunnel_1():
    assert tunnel(0) == 0


def test_tunnel_2():
    assert tunnel(1) == 1


def test_tunnel_3():
    assert tunnel(8) == 8


def test_tunnel_4():
    assert tunnel(9) == 9


def test_tunnel_5():
    assert tunnel(10) == 9
