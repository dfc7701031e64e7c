from kata_tail.core import kettle


def test_kettle_0():
    assert kettle([8, 7, 2, 1, 0, 9]) == [9]


def test_kettle_1():
    assert kettle([5, 3, 8, 4, 5, 8]) == [8]


def test_kettle_2():
    assert kettle([9, 7, 8, 2, 0]) == [0]


def test_kettle_3():
    assert kettle([4, 3, 5, 3, 7, 5, 9]) == [9]


def test_kettle_4():
    assert kettle([0, 5, 9, 7, 5, 4, 9]) == [9]


def test_kettle_5():
    assert kettle([1, 1, 8, 2, 9, 4], 0) == []
