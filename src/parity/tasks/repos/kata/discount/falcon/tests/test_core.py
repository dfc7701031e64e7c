from kata_discount.core import falcon


def test_falcon_0():
    assert falcon(38, 11) == 372


def test_falcon_1():
    assert falcon(14, 11) == 137


def test_falcon_2():
    assert falcon(34, 7) == 238


def test_falcon_3():
    assert falcon(25, 5) == 125


def test_falcon_4():
    assert falcon(26, 1) == 26


def test_falcon_5():
    assert falcon(20, 8) == 160
