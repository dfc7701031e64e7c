from kata_bonus.core import harbor


def test_harbor_0():
    assert harbor(7) == 8


def test_harbor_1():
    assert harbor(40) == 50


def test_harbor_2():
    assert harbor(31) == 38


def test_harbor_3():
    assert harbor(16) == 20


def test_harbor_4():
    assert harbor(17, 4) == 21


def test_harbor_5():
    assert harbor(17, 5) == 25
