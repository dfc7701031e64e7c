from kata_discount.core import harbor


def test_harbor_0():
    assert harbor(3, 11) == 29


def test_harbor_1():
    assert harbor(34, 3) == 102


def test_harbor_2():
    assert harbor(13, 8) == 90


def test_harbor_3():
    assert harbor(36, 8) == 247


def test_harbor_4():
    assert harbor(18, 5) == 90


def test_harbor_5():
    assert harbor(20, 7) == 140
