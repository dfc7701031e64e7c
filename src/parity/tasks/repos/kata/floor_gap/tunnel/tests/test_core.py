from kata_floor_gap.core import tunnel


def test_tunnel_0():
    assert tunnel(14, 10) == 4


def test_tunnel_1():
    assert tunnel(5, 19) == 1


def test_tunnel_2():
    assert tunnel(2, 19) == 1


def test_tunnel_3():
    assert tunnel(7, 14) == 1


def test_tunnel_4():
    assert tunnel(14, 2) == 12


def test_tunnel_5():
    assert tunnel(19, 20) == 1
