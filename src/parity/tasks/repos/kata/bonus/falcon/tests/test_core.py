from kata_bonus.core import falcon


def test_falcon_0():
    assert falcon(17) == 19


def test_falcon_1():
    assert falcon(39) == 45


def test_falcon_2():
    assert falcon(2) == 2


def test_falcon_3():
    assert falcon(56) == 65


def test_falcon_4():
    assert falcon(9, 4) == 10


def test_falcon_5():
    assert falcon(9, 5) == 11
