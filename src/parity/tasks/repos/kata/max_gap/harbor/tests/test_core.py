from kata_max_gap.core import harbor


def test_harbor_0():
    assert harbor([16]) == 0


def test_harbor_1():
    assert harbor([10, 26, 26, 29]) == 16


def test_harbor_2():
    assert harbor([0]) == 0


def test_harbor_3():
    assert harbor([3, 23]) == 20


def test_harbor_4():
    assert harbor([13]) == 0


def test_harbor_5():
    assert harbor([8, 19, 29]) == 11
