from kata_clamp.core import falcon


def test_falcon_0():
    assert falcon(0) == 1


def test_falcon_1():
    assert falcon(1) == 1


def test_falcon_2():
    assert falcon(2) == 2


def test_falcon_3():
    assert falcon(16) == 16


def test_falcon_4():
    assert falcon(17) == 17


def test_falcon_5():
    assert falcon(18) == 17
