from kata_discount.core import falcon


def test_falcon_0():
    assert falcon(18, 2) == 36


def test_falcon_1():
    assert falcon(39, 1) == 39


def test_falcon_2():
    assert falcon(27, 5) == 102


def test_falcon_3():
    assert falcon(13, 4) == 52


def test_falcon_4():
    assert falcon(20, 4) == 80


def test_falcon_5():
    assert falcon(20, 5) == 75
