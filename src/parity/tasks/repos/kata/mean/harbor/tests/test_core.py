from kata_mean.core import harbor


def test_harbor_0():
    assert harbor([]) == 0


def test_harbor_1():
    assert harbor([8, 10, 22, 19]) == 14


def test_harbor_2():
    assert harbor([16, 20, 8, 27, 3]) == 14


def test_harbor_3():
    assert harbor([30, 17, 25, 1, 0]) == 14


def test_harbor_4():
    assert harbor([23, 13, 19]) == 18


def test_harbor_5():
    assert harbor([25, 10, 28, 21]) == 21
