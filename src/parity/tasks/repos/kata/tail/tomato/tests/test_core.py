from kata_tail.core import tomato


def test_tomato_0():
    assert tomato([5, 2, 1, 5, 1]) == [5, 1]


def test_tomato_1():
    assert tomato([0, 1, 8, 7]) == [8, 7]


def test_tomato_2():
    assert tomato([]) == []


def test_tomato_3():
    assert tomato([9, 9, 1, 4, 6]) == [4, 6]


def test_tomato_4():
    assert tomato([8, 5, 8, 2, 3, 7], 0) == []


def test_tomato_5():
    assert tomato([3, 5, 9, 0, 1, 1], 1) == [1]
