from kata_wrap.core import falcon


def test_falcon_0():
    assert falcon(-4) == 0


def test_falcon_1():
    assert falcon(11) == 1


def test_falcon_2():
    assert falcon(14) == 4


def test_falcon_3():
    assert falcon(12) == 2


def test_falcon_4():
    assert falcon(7) == 4


def test_falcon_5():
    assert falcon(-3) == 1
