from kata_tail.core import quartz


def test_quartz_0():
    assert quartz([4, 3]) == [4, 3]


def test_quartz_1():
    assert quartz([]) == []


def test_quartz_2():
    assert quartz([1, 9, 8, 5, 3, 3]) == [3, 3]


def test_quartz_3():
    assert quartz([8, 0, 4, 1, 5, 9], -1) == []


def test_quartz_4():
    assert quartz([5, 1, 3, 5, 9, 8], 0) == []


def test_quartz_5():
    assert quartz([3, 4, 4, 5, 7, 0], 1) == [0]
