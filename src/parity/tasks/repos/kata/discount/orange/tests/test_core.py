from kata_discount.core import orange


def test_orange_0():
    assert orange(36, 4) == 144


def test_orange_1():
    assert orange(28, 1) == 28


def test_orange_2():
    assert orange(25, 7) == 175


def test_orange_3():
    assert orange(25, 11) == 248


def test_orange_4():
    assert orange(22, 6) == 132


def test_orange_5():
    assert orange(20, 8) == 160
