from kata_tail.core import garden


def test_garden_0():
    assert garden([9, 0, 2]) == [9, 0, 2]


def test_garden_1():
    assert garden([0, 3, 8, 9]) == [3, 8, 9]


def test_garden_2():
    assert garden([]) == []


def test_garden_3():
    assert garden([0]) == [0]


def test_garden_4():
    assert garden([5, 8, 1, 9, 5, 0], 0) == []


def test_garden_5():
    assert garden([5, 9, 1, 0, 5, 4], 1) == [4]
