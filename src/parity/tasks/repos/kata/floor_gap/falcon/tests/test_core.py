from kata_floor_gap.core import falcon


def test_falcon_0():
    assert falcon(0, 15) == 1


def test_falcon_1():
    assert falcon(4, 6) == 1


def test_falcon_2():
    assert falcon(4, 7) == 1


def test_falcon_3():
    assert falcon(6, 19) == 1


def test_falcon_4():
    assert falcon(3, 20) == 1


def test_falcon_5():
    assert falcon(19, 19) == 1
