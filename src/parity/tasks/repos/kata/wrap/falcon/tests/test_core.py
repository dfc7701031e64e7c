from kata_wrap.core import falcon


def test_falcon_0():
    assert falcon(12) == 7


def test_falcon_1():
    assert falcon(23) == 2


def test_falcon_2():
    assert falcon(15) == 2


def test_falcon_3():
    assert falcon(8) == 3


def test_falcon_4():
    assert falcon(26) == 5


def test_falcon_5():
    assert falcon(13) == 0
