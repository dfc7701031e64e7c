from kata_tail.core import pepper


def test_pepper_0():
    assert pepper([4, 6, 2, 0, 3]) == [0, 3]


def test_pepper_1():
    assert pepper([3, 7, 4, 0]) == [4, 0]


def test_pepper_2():
    assert pepper([]) == []


def test_pepper_3():
    assert pepper([6, 8, 0, 2, 1, 5]) == [1, 5]


def test_pepper_4():
    assert pepper([6, 4, 5, 3, 8, 3], 0) == []


def test_pepper_5():
    assert pepper([9, 9, 9, 0, 7, 3], 1) == [3]
