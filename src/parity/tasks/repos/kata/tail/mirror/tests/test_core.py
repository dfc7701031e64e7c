from kata_tail.core import mirror


def test_mirror_0():
    assert mirror([5, 1, 4, 9, 2, 7, 1]) == [7, 1]


def test_mirror_1():
    assert mirror([8]) == [8]


def test_mirror_2():
    assert mirror([2, 8, 5, 8, 8, 5, 9]) == [5, 9]


def test_mirror_3():
    assert mirror([1, 2, 5, 7, 3, 6]) == [3, 6]


def test_mirror_4():
    assert mirror([4, 3, 2, 3, 7, 2], 0) == []


def test_mirror_5():
    assert mirror([7, 3, 0, 3, 0, 4], 1) == [4]
