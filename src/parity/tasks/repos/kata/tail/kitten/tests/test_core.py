from kata_tail.core import kitten


def test_kitten_0():
    assert kitten([]) == []


def test_kitten_1():
    assert kitten([3]) == [3]


def test_kitten_2():
    assert kitten([0, 6, 9, 3, 3, 4, 5]) == [3, 3, 4, 5]


def test_kitten_3():
    assert kitten([1, 0, 5, 2, 8]) == [0, 5, 2, 8]


def test_kitten_4():
    assert kitten([3, 9, 7, 1, 8, 7], 0) == []


def test_kitten_5():
    assert kitten([4, 8, 5, 4, 9, 9], 1) == [9]
