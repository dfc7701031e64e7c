from kata_mean.core import harbor


def test_harbor_0():
    assert harbor([]) == 0


def test_harbor_1():
    assert harbor([3, 13, 7, 14, 26, 25]) == 14


def test_harbor_2():
    assert harbor([25]) == 25


def test_harbor_3():
    assert harbor([16, 20]) == 18


def test_harbor_4():
    assert harbor([24, 9, 19, 18, 24, 20]) == 19


def test_harbor_5():
    assert harbor([8, 7]) == 7
