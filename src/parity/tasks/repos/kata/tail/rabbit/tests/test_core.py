from kata_tail.core import rabbit


def test_rabbit_0():
    assert rabbit([5, 6, 0, 2, 2]) == [0, 2, 2]


def test_rabbit_1():
    assert rabbit([0, 4, 0, 6, 5, 3]) == [6, 5, 3]


def test_rabbit_2():
    assert rabbit([4, 3, 2, 7, 3, 5]) == [7, 3, 5]


def test_rabbit_3():
    assert rabbit([0, 0, 3, 6, 7, 3]) == [6, 7, 3]


def test_rabbit_4():
    assert rabbit([0, 6, 4, 8, 1, 1], 0) == []


def test_rabbit_5():
    assert rabbit([8, 9, 3, 2, 5, 9], 1) == [9]
