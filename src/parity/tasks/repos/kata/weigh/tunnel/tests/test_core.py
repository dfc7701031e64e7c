from kata_weigh.core import tunnel


def test_tunnel_0():
    assert tunnel([9, 10]) == 57


def test_tunnel_1():
    assert tunnel([8, 1, 4, 11, 11]) == 103


def test_tunnel_2():
    assert tunnel([2, 6, 1, 12, 0]) == 57


def test_tunnel_3():
    assert tunnel([1]) == 1


def test_tunnel_4():
    assert tunnel([11, 7, 5]) == 69


def test_tunnel_5():
    assert tunnel([12, 12, 3, 2]) == 77
