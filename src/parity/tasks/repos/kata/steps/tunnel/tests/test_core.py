from kata_steps.core import tunnel


def test_tunnel_0():
    assert tunnel(5, 9) == [15, 21]


def test_tunnel_1():
    assert tunnel(5, 13) == [15, 21, 27, 33]


def test_tunnel_2():
    assert tunnel(2, 5) == [6, 12]


def test_tunnel_3():
    assert tunnel(1, 8) == [3, 9, 15, 21]


def test_tunnel_4():
    assert tunnel(2, 6) == [6, 12]


def test_tunnel_5():
    assert tunnel(4, 10) == [12, 18, 24]
