from kata_tail.core import honey


def test_honey_0():
    assert honey([1, 3, 3, 2, 2]) == [3, 2, 2]


def test_honey_1():
    assert honey([8, 7, 4, 7]) == [7, 4, 7]


def test_honey_2():
    assert honey([3, 5, 3, 2]) == [5, 3, 2]


def test_honey_3():
    assert honey([7, 2, 8, 3, 6, 6, 4]) == [6, 6, 4]


def test_honey_4():
    assert honey([9, 0, 4, 9, 8, 0], 0) == []


def test_honey_5():
    assert honey([7, 9, 0, 6, 9, 9], 1) == [9]
