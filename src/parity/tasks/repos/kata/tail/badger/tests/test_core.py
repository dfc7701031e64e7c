from kata_tail.core import badger


def test_badger_0():
    assert badger([7, 5, 4, 6, 5, 2, 9]) == [2, 9]


def test_badger_1():
    assert badger([5, 5, 1, 7, 2, 2, 4]) == [2, 4]


def test_badger_2():
    assert badger([6, 2, 3, 3]) == [3, 3]


def test_badger_3():
    assert badger([5, 2, 9, 0, 0, 8]) == [0, 8]


def test_badger_4():
    assert badger([8, 1, 0, 6, 2, 7], 0) == []


def test_badger_5():
    assert badger([5, 8, 8, 4, 7, 4], 1) == [4]
