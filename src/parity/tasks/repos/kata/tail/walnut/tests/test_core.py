from kata_tail.core import walnut


def test_walnut_0():
    assert walnut([8]) == [8]


def test_walnut_1():
    assert walnut([8, 6, 5]) == [6, 5]


def test_walnut_2():
    assert walnut([3, 9, 0, 5]) == [0, 5]


def test_walnut_3():
    assert walnut([1, 9, 9, 2]) == [9, 2]


def test_walnut_4():
    assert walnut([0, 8, 2, 2, 6, 3], 0) == []


def test_walnut_5():
    assert walnut([4, 9, 8, 9, 0, 0], 1) == [0]
