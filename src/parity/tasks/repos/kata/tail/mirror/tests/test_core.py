from kata_tail.core import mirror


def test_mirror_0():
    assert mirror([8, 5, 4, 8, 2, 2]) == [2, 2]


def test_mirror_1():
    assert mirror([2]) == [2]


def test_mirror_2():
    assert mirror([4]) == [4]


def test_mirror_3():
    assert mirror([]) == []


def test_mirror_4():
    assert mirror([0, 3, 8, 6, 0, 6], 0) == []


def test_mirror_5():
    assert mirror([6, 9, 8, 8, 3, 1], 1) == [1]
