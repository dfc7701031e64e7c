from kata_tail.core import rocket


def test_rocket_0():
    assert rocket([1, 5]) == [1, 5]


def test_rocket_1():
    assert rocket([1, 2, 0, 6, 8, 0]) == [0, 6, 8, 0]


def test_rocket_2():
    assert rocket([9, 5, 3, 0]) == [9, 5, 3, 0]


def test_rocket_3():
    assert rocket([]) == []


def test_rocket_4():
    assert rocket([4, 7, 0, 1, 6, 3], 0) == []


def test_rocket_5():
    assert rocket([4, 4, 9, 9, 1, 2], 1) == [2]
