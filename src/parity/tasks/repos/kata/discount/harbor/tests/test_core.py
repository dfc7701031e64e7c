from kata_discount.core import harbor


def test_harbor_0():
    assert harbor(7, 4) == 28


def test_harbor_1():
    assert harbor(25, 3) == 75


def test_harbor_2():
    assert harbor(20, 7) == 140


def test_harbor_3():
    assert harbor(4, 10) == 32


def test_harbor_4():
    assert harbor(18, 11) == 159


def test_harbor_5():
    assert harbor(20, 8) == 160
