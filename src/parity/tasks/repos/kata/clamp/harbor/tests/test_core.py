from kata_clamp.core import harbor


def test_harbor_0():
    assert harbor(0) == 1


def test_harbor_1():
    assert harbor(1) == 1


def test_harbor_2():
    assert harbor(2) == 2


def test_harbor_3():
    assert harbor(17) == 17


def test_harbor_4():
    assert harbor(18) == 18


def test_harbor_5():
    assert harbor(19) == 18
