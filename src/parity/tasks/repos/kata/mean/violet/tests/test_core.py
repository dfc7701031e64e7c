from kata_mean.core import violet


def test_violet_0():
    assert violet([]) == 0


def test_violet_1():
    assert violet([4, 8, 0, 30, 28, 14]) == 14


def test_violet_2():
    assert violet([15, 27, 11]) == 17


def test_violet_3():
    assert violet([24, 7, 9, 18, 26]) == 16


def test_violet_4():
    assert violet([15]) == 15


def test_violet_5():
    assert violet([4, 8, 6, 11, 0, 27]) == 9
