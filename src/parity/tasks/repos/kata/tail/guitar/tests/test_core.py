from kata_tail.core import guitar


def test_guitar_0():
    assert guitar([3, 3, 4, 9, 6]) == [4, 9, 6]


def test_guitar_1():
    assert guitar([8, 3, 3, 1, 9]) == [3, 1, 9]


def test_guitar_2():
    assert guitar([4, 9]) == [4, 9]


def test_guitar_3():
    assert guitar([5, 5, 7, 3, 5, 5, 6]) == [5, 5, 6]


def test_guitar_4():
    assert guitar([1, 8, 1, 5, 2, 8], 0) == []


def test_guitar_5():
    assert guitar([9, 0, 5, 6, 5, 2], 1) == [2]
