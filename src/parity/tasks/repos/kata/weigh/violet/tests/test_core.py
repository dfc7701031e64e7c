from kata_weigh.core import violet


def test_violet_0():
    assert violet([6, 11]) == 50


def test_violet_1():
    assert violet([4, 3, 6, 5, 6]) == 24


def test_violet_2():
    assert violet([8, 4, 6, 6]) == 24


def test_violet_3():
    assert violet([10]) == 40


def test_violet_4():
    assert violet([2, 0]) == 2


def test_violet_5():
    assert violet([9, 10, 11, 8, 1]) == 129
