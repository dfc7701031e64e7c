from kata_tail.core import bridge


def test_bridge_0():
    assert bridge([8, 0, 0, 1, 8, 0, 3]) == [8, 0, 3]


def test_bridge_1():
    assert bridge([9, 0]) == [9, 0]


def test_bridge_2():
    assert bridge([2, 0, 1, 9, 5]) == [1, 9, 5]


def test_bridge_3():
    assert bridge([8]) == [8]


def test_bridge_4():
    assert bridge([7, 0, 0, 6, 8, 5], 0) == []


def test_bridge_5():
    assert bridge([6, 2, 1, 3, 8, 3], 1) == [3]
