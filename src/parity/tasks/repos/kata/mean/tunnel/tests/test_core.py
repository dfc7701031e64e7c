from kata_mean.core import tunnel


def test_tunnel_0():
    assert tunnel([]) == 0


def test_tunnel_1():
    assert tunnel([3, 2]) == 2


def test_tunnel_2():
    assert tunnel([11, 14, 5]) == 10


def test_tunnel_3():
    assert tunnel([2, 14, 18, 6, 13]) == 10


def test_tunnel_4():
    assert tunnel([28, 12, 4, 19]) == 15


def test_tunnel_5():
    assert tunnel([19, 12, 3, 5, 7]) == 9
