from kata_wrap.core import harbor


def test_harbor_0():
    assert harbor(18) == 4


def test_harbor_1():
    assert harbor(-9) == 2


def test_harbor_2():
    assert harbor(19) == 0


def test_harbor_3():
    assert harbor(-7) == 4


def test_harbor_4():
    assert harbor(-2) == 4


def test_harbor_5():
    assert harbor(16) == 2
