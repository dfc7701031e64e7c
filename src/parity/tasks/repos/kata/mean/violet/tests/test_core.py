from kata_mean.core import violet


def test_violet_0():
    assert violet([]) == 0


def test_violet_1():
    assert violet([17, 25, 9, 14, 11, 27]) == 17


def test_violet_2():
    assert violet([25, 5]) == 15


def test_violet_3():
    assert violet([8, 8]) == 8


def test_violet_4():
    assert violet([19, 9, 17, 9, 27, 7]) == 14


def test_violet_5():
    assert violet([5, 0]) == 2
