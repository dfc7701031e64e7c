from kata_tail.core import pillow


def test_pillow_0():
    assert pillow([3, 1, 9, 0]) == [9, 0]


def test_pillow_1():
    assert pillow([7, 4, 6, 4, 6, 6, 6]) == [6, 6]


def test_pillow_2():
    assert pillow([1, 8, 0, 4, 4]) == [4, 4]


def test_pillow_3():
    assert pillow([9]) == [9]


def test_pillow_4():
    assert pillow([7, 1, 4, 7, 2, 2], 0) == []


def test_pillow_5():
    assert pillow([5, 4, 5, 9, 4, 9], 1) == [9]
