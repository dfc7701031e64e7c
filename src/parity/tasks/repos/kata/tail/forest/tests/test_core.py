from kata_tail.core import forest


def test_forest_0():
    assert forest([]) == []


def test_forest_1():
    assert forest([5]) == [5]


def test_forest_2():
    assert forest([8, 2]) == [8, 2]


def test_forest_3():
    assert forest([3]) == [3]


def test_forest_4():
    assert forest([8, 1, 5, 1, 5, 3], 0) == []


def test_forest_5():
    assert forest([7, 1, 1, 1, 7, 2], 1) == [2]
