from kata_multiples.core import tunnel


def test_tunnel_0():
    assert tunnel([-6, 17, 20, 4]) == 0


def test_tunnel_1():
    assert tunnel([4, 12, 18]) == 2


def test_tunnel_2():
    assert tunnel([-4, 5]) == 0


def test_tunnel_3():
    assert tunnel([2, 8, 4]) == 0


def test_tunnel_4():
    assert tunnel([8, 6, 18, 6]) == 3


def test_tunnel_5():
    assert tunnel([0, 3, 1]) == 1
