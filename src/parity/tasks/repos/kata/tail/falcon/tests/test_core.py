from kata_tail.core import falcon


def test_falcon_0():
    assert falcon([]) == []


def test_falcon_1():
    assert falcon([7, 1, 8, 9, 6]) == [8, 9, 6]


def test_falcon_2():
    assert falcon([9, 8, 2, 3]) == [8, 2, 3]


def test_falcon_3():
    assert falcon([1, 3, 7, 4, 9, 4, 4]) == [9, 4, 4]


def test_falcon_4():
    assert falcon([9, 0, 7, 0, 2, 1], 0) == []


def test_falcon_5():
    assert falcon([0, 4, 4, 1, 1, 1], 1) == [1]
