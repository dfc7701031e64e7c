from kata_tail.core import pepper


def test_pepper_0():
    assert pepper([2]) == [2]


def test_pepper_1():
    assert pepper([]) == []


def test_pepper_2():
    assert pepper([4, 1, 5]) == [4, 1, 5]


def test_pepper_3():
    assert pepper([5, 3]) == [5, 3]


def test_pepper_4():
    assert pepper([9, 8, 8, 1, 0, 8], 0) == []


def test_pepper_5():
    assert pepper([9, 8, 7, 1, 5, 3], 1) == [3]
