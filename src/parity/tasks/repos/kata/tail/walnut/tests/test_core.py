from kata_tail.core import walnut


def test_walnut_0():
    assert walnut([9, 6, 2]) == [9, 6, 2]


def test_walnut_1():
    assert walnut([5, 9, 7]) == [5, 9, 7]


def test_walnut_2():
    assert walnut([]) == []


def test_walnut_3():
    assert walnut([5, 6]) == [5, 6]


def test_walnut_4():
    assert walnut([5, 1, 5, 0, 7, 5], 0) == []


def test_walnut_5():
    assert walnut([4, 8, 2, 4, 1, 6], 1) == [6]
