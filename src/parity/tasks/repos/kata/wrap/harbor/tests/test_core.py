from kata_wrap.core import harbor


def test_harbor_0():
    assert harbor(18) == 6


def test_harbor_1():
    assert harbor(20) == 0


def test_harbor_2():
    assert harbor(10) == 6


def test_harbor_3():
    assert harbor(13) == 1


def test_harbor_4():
    assert harbor(3, 7, 0) == 3


def test_harbor_5():
    assert harbor(10, 4, 2) == 0
