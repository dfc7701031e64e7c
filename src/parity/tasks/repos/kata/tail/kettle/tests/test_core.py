from kata_tail.core import kettle


def test_kettle_0():
    assert kettle([5, 7, 0, 3]) == [3]


def test_kettle_1():
    assert kettle([5, 6, 5, 0]) == [0]


def test_kettle_2():
    assert kettle([1]) == [1]


def test_kettle_3():
    assert kettle([]) == []


def test_kettle_4():
    assert kettle([9, 2, 0, 4, 9]) == [9]


def test_kettle_5():
    assert kettle([3, 3, 2, 9, 7, 6], 0) == []
