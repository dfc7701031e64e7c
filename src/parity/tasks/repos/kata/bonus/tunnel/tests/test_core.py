from kata_bonus.core import tunnel


def test_tunnel_0():
    assert tunnel(26) == 34


def test_tunnel_1():
    assert tunnel(51) == 67


def test_tunnel_2():
    assert tunnel(1) == 1


def test_tunnel_3():
    assert tunnel(19) == 25


def test_tunnel_4():
    assert tunnel(59, 2) == 68


def test_tunnel_5():
    assert tunnel(59, 3) == 77
