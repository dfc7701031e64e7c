from kata_tail.core import feather


def test_feather_0():
    assert feather([4, 8, 0, 2, 0]) == [2, 0]


def test_feather_1():
    assert feather([1, 9]) == [1, 9]


def test_feather_2():
    assert feather([]) == []


def test_feather_3():
    assert feather([5, 7, 6]) == [7, 6]


def test_feather_4():
    assert feather([2, 9, 3, 2, 4, 1], 0) == []


def test_feather_5():
    assert feather([6, 5, 9, 7, 6, 9], 1) == [9]
