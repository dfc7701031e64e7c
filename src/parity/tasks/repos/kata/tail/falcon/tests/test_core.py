from kata_tail.core import falcon


def test_falcon_0():
    assert falcon([5]) == [5]


def test_falcon_1():
    assert falcon([2, 2, 2, 5, 6, 3]) == [2, 5, 6, 3]


def test_falcon_2():
    assert falcon([6]) == [6]


def test_falcon_3():
    assert falcon([6, 3, 0, 3]) == [6, 3, 0, 3]


def test_falcon_4():
    assert falcon([0, 4, 2, 2, 9, 4], 0) == []


def test_falcon_5():
    assert falcon([0, 3, 4, 0, 4, 9], 1) == [9]
