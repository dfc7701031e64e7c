from kata_tail.core import violet


def test_violet_0():
    assert violet([1, 5]) == [1, 5]


def test_violet_1():
    assert violet([6, 6, 9, 7, 5]) == [7, 5]


def test_violet_2():
    assert violet([]) == []


def test_violet_3():
    assert violet([1]) == [1]


def test_violet_4():
    assert violet([9, 9, 3, 7, 0, 3], 0) == []


def test_violet_5():
    assert violet([1, 5, 5, 4, 9, 6], 1) == [6]
