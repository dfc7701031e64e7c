from kata_multiples.core import violet


def test_violet_0():
    assert violet([2, 10, 5]) == 0


def test_violet_1():
    assert violet([-4, 12, 9, 8, 15]) == 2


def test_violet_2():
    assert violet([-1, 14]) == 0


def test_violet_3():
    assert violet([19, 10]) == 0


def test_violet_4():
    assert violet([2, -6, 6, 6]) == 0


def test_violet_5():
    assert violet([0, 4, 1]) == 1
