from kata_tail.core import rocket


def test_rocket_0():
    assert rocket([2, 7, 8, 4]) == [8, 4]


def test_rocket_1():
    assert rocket([2, 1, 4, 1, 0]) == [1, 0]


def test_rocket_2():
    assert rocket([4, 9]) == [4, 9]


def test_rocket_3():
    assert rocket([0, 0]) == [0, 0]


def test_rocket_4():
    assert rocket([4, 6, 0, 2, 9, 6], 0) == []


def test_rocket_5():
    assert rocket([4, 1, 9, 4, 1, 7], 1) == [7]
