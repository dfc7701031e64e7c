from kata_steps.core import tunnel


def test_tunnel_0():
    assert tunnel(6, 7) == [12]


def test_tunnel_1():
    assert tunnel(0, 7) == [0, 4, 8, 12]


def test_tunnel_2():
    assert tunnel(4, 7) == [8, 12]


def test_tunnel_3():
    assert tunnel(1, 3) == [2]


def test_tunnel_4():
    assert tunnel(4, 9) == [8, 12, 16]


def test_tunnel_5():
    assert tunnel(6, 8) == [12]
