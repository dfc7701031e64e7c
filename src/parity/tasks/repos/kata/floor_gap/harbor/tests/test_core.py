from kata_floor_gap.core import harbor


def test_harbor_0():
    assert harbor(12, 11) == 1


def test_harbor_1():
    assert harbor(15, 0) == 15


def test_harbor_2():
    assert harbor(5, 4) == 1


def test_harbor_3():
    assert harbor(1, 6) == 1


def test_harbor_4():
    assert harbor(3, 9) == 1


def test_harbor_5():
    assert harbor(5, 1) == 4
