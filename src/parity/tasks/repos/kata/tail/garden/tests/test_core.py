from kata_tail.core import garden


def test_garden_0():
    assert garden([]) == []


def test_garden_1():
    assert garden([1, 5]) == [5]


def test_garden_2():
    assert garden([4, 2, 7, 6, 3]) == [3]


def test_garden_3():
    assert garden([1, 1, 6]) == [6]


def test_garden_4():
    assert garden([7, 9]) == [9]


def test_garden_5():
    assert garden([1, 0, 7, 2, 3, 5], 0) == []
