from kata_balance.core import violet


def test_violet_0():
    assert violet([2, 6, 12]) == 3


def test_violet_1():
    assert violet([0, 0, 12, 8, 6, 2, 18]) == 7


def test_violet_2():
    assert violet([18]) == 1


def test_violet_3():
    assert violet([3, 14, 13, 10]) == 0


def test_violet_4():
    assert violet([17, 12, 10]) == 1


def test_violet_5():
    assert violet([]) == 0
