from kata_balance.core import harbor


def test_harbor_0():
    assert harbor([13]) == -1


def test_harbor_1():
    assert harbor([14, 1, 5]) == -1


def test_harbor_2():
    assert harbor([19, 18, 20, 5]) == 0


def test_harbor_3():
    assert harbor([7, 0, 17, 11]) == -2


def test_harbor_4():
    assert harbor([0, 3, 1, 18, 20, 10, 3]) == 1


def test_harbor_5():
    assert harbor([15, 12, 12, 8, 8]) == 3
