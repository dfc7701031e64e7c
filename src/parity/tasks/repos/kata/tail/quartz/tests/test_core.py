from kata_tail.core import quartz


def test_quartz_0():
    assert quartz([2]) == [2]


def test_quartz_1():
    assert quartz([5, 6]) == [6]


def test_quartz_2():
    assert quartz([8, 4, 5]) == [5]


def test_quartz_3():
    assert quartz([4, 8, 0, 8, 1]) == [1]


def test_quartz_4():
    assert quartz([1, 9, 6, 7, 1, 1]) == [1]


def test_quartz_5():
    assert quartz([0, 5, 6, 4, 4, 2], 0) == []
