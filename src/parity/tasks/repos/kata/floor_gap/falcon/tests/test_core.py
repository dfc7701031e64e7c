from kata_floor_gap.core import falcon


def test_falcon_0():
    assert falcon(10, 5) == 5


def test_falcon_1():
    assert falcon(4, 11) == 1


def test_falcon_2():
    assert falcon(13, 14) == 1


def test_falcon_3():
    assert falcon(10, 14) == 1


def test_falcon_4():
    assert falcon(1, 7) == 1


def test_falcon_5():
    assert falcon(14, 11) == 3
