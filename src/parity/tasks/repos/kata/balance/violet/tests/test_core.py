from kata_balance.core import violet


def test_violet_0():
    assert violet([17, 9, 9, 8, 3, 8]) == -2


def test_violet_1():
    assert violet([0]) == 1


def test_violet_2():
    assert violet([1]) == -1


def test_violet_3():
    assert violet([12, 16]) == 2


def test_violet_4():
    assert violet([17, 14, 12, 18, 5, 12, 8]) == 3


def test_violet_5():
    assert violet([17, 0, 19]) == -1
