from kata_tail.core import fabric


def test_fabric_0():
    assert fabric([3, 1]) == [3, 1]


def test_fabric_1():
    assert fabric([3, 1, 7, 7]) == [3, 1, 7, 7]


def test_fabric_2():
    assert fabric([]) == []


def test_fabric_3():
    assert fabric([2, 0, 7, 8]) == [2, 0, 7, 8]


def test_fabric_4():
    assert fabric([9, 6, 4, 8, 0, 0], 0) == []


def test_fabric_5():
    assert fabric([0, 5, 1, 2, 4, 0], 1) == [0]
