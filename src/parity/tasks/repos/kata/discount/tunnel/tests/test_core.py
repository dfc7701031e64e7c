from kata_discount.core import tunnel


def test_tunnel_0():
    assert tunnel(8, 9) == 63


def test_tunnel_1():
    assert tunnel(19, 6) == 100


def test_tunnel_2():
    assert tunnel(27, 9) == 213


def test_tunnel_3():
    assert tunnel(31, 6) == 163


def test_tunnel_4():
    assert tunnel(20, 3) == 60


def test_tunnel_5():
    assert tunnel(20, 4) == 70
