from kata_max_gap.core import tunnel


def test_tunnel_0():
    assert tunnel([9]) == 0


def test_tunnel_1():
    assert tunnel([2, 10, 26]) == 16


def test_tunnel_2():
    assert tunnel([1]) == 0


def test_tunnel_3():
    assert tunnel([27, 28, 28, 29]) == 1


def test_tunnel_4():
    assert tunnel([3, 4, 8, 10, 16, 26]) == 10


def test_tunnel_5():
    assert tunnel([0, 0, 20]) == 20
