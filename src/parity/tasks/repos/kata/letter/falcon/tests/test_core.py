from kata_letter.core import falcon


def test_falcon_0():
    assert falcon(88) == 'B'


def test_falcon_1():
    assert falcon(89) == 'A'


def test_falcon_2():
    assert falcon(90) == 'A'


def test_falcon_3():
    assert falcon(83) == 'C'


def test_falcon_4():
    assert falcon(84) == 'B'


def test_falcon_5():
    assert falcon(85) == 'B'
