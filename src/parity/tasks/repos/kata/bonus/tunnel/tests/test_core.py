from kata_bonus.core import tunnel


def test_tunnel_0():
    assert tunnel(1) == 1


def test_tunnel_1():
    assert tunnel(59) == 68


def test_tunnel_2():
    assert tunnel(0) == 0


def test_tunnel_3():
    assert tunnel(57) == 66


def test_tunnel_4():
    assert tunnel(39, 2) == 45


def test_tunnel_5():
    assert tunnel(39, 3) == 51
