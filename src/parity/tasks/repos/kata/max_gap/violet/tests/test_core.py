from kata_max_gap.core import violet


def test_violet_0():
    assert violet([18, 25]) == 7


def test_violet_1():
    assert violet([10, 18]) == 8


def test_violet_2():
    assert violet([4, 12, 25, 30]) == 13


def test_violet_3():
    assert violet([0, 8, 8, 13, 22, 27]) == 9


def test_violet_4():
    assert violet([23]) == 0


def test_violet_5():
    assert violet([0, 0, 4, 11, 13]) == 7
