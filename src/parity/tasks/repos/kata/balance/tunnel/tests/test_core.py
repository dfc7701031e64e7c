from kata_balance.core import tunnel


def test_tunnel_0():
    assert tunnel([11, 2, 20, 8, 11, 13, 1]) == -1


def test_tunnel_1():
    assert tunnel([0, 9, 11, 0, 10]) == 1


def test_tunnel_2():
    assert tunnel([14, 12]) == 2


def test_tunnel_3():
    assert tunnel([2, 16, 20, 6, 20, 8]) == 6


def test_tunnel_4():
    assert tunnel([5, 1, 14, 10, 4, 5, 12]) == 1


def test_tunnel_5():
    assert tunnel([10]) == 1
