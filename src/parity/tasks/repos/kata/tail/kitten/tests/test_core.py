from kata_tail.core import kitten


def test_kitten_0():
    assert kitten([]) == []


def test_kitten_1():
    assert kitten([5, 7, 2, 8, 4]) == [7, 2, 8, 4]


def test_kitten_2():
    assert kitten([7]) == [7]


def test_kitten_3():
    assert kitten([7, 4]) == [7, 4]


def test_kitten_4():
    assert kitten([8, 2, 7, 0, 1, 8], 0) == []


def test_kitten_5():
    assert kitten([5, 5, 6, 5, 3, 1], 1) == [1]
