from kata_tail.core import bridge


def test_bridge_0():
    assert bridge([7, 9, 6, 3, 8, 7, 5]) == [7, 5]


def test_bridge_1():
    assert bridge([3]) == [3]


def test_bridge_2():
    assert bridge([4, 9, 1, 0, 0, 1, 3]) == [1, 3]


def test_bridge_3():
    assert bridge([5, 8, 1, 1, 7, 4]) == [7, 4]


def test_bridge_4():
    assert bridge([7, 9, 3, 3, 9, 3], 0) == []


def test_bridge_5():
    assert bridge([0, 4, 1, 6, 5, 6], 1) == [6]
