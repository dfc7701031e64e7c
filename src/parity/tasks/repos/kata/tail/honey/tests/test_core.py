from kata_tail.core import honey


def test_honey_0():
    assert honey([2]) == [2]


def test_honey_1():
    assert honey([9, 0]) == [9, 0]


def test_honey_2():
    assert honey([1, 9]) == [1, 9]


def test_honey_3():
    assert honey([8, 7, 6, 0]) == [7, 6, 0]


def test_honey_4():
    assert honey([9, 9, 6, 4, 3, 9], 0) == []


def test_honey_5():
    assert honey([8, 0, 6, 6, 2, 5], 1) == [5]
