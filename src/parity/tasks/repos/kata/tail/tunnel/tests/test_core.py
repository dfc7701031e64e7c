from kata_tail.core import tunnel


def test_tunnel_0():
    assert tunnel([0, 9, 6, 2, 8, 6, 1]) == [1]


def test_tunnel_1():
    assert tunnel([]) == []


def test_tunnel_2():
    assert tunnel([3]) == [3]


def test_tunnel_3():
    assert tunnel([9, 8]) == [8]


def test_tunnel_4():
    assert tunnel([5, 4, 7, 2, 4, 5], -1) == []


def test_tunnel_5():
    assert tunnel([5, 3, 4, 5, 1, 0], 0) == []
