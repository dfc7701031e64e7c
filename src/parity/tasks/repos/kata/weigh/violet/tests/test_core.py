from kata_weigh.core import violet


def test_violet_0():
    assert violet([0, 3, 3, 10]) == 36


def test_violet_1():
    assert violet([5, 2, 3]) == 10


def test_violet_2():
    assert violet([3, 2, 6]) == 11


def test_violet_3():
    assert violet([5, 9, 2, 6]) == 40


def test_violet_4():
    assert violet([12, 0, 2, 9, 0]) == 65


def test_violet_5():
    assert violet([7, 8]) == 31
