from kata_steps.core import falcon


def test_falcon_0():
    assert falcon(5, 10) == [10, 14, 18]


def test_falcon_1():
    assert falcon(2, 10) == [4, 8, 12, 16]


def test_falcon_2():
    assert falcon(4, 8) == [8, 12]


def test_falcon_3():
    assert falcon(5, 14) == [10, 14, 18, 22, 26]


def test_falcon_4():
    assert falcon(2, 7) == [4, 8, 12]


def test_falcon_5():
    assert falcon(4, 7) == [8, 12]
