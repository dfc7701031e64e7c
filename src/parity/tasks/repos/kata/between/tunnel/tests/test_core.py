from kata_between.core import tunnel


def test_tunnel_0():
    assert tunnel(2, 3, 9) == False


def test_tunnel_1():
    assert tunnel(3, 3, 9) == True


def test_tunnel_2():
    assert tunnel(4, 3, 9) == True


def test_tunnel_3():
    assert tunnel(8, 3, 9) == True


def test_tunnel_4():
    assert tunnel(9, 3, 9) == False


def test_tunnel_5():
    assert tunnel(10, 3, 9) == False
