from kata_mean.core import badger


def test_badger_0():
    assert badger([]) == 0


def test_badger_1():
    assert badger([6, 11, 11]) == 9


def test_badger_2():
    assert badger([13, 15, 6, 14, 25]) == 14


def test_badger_3():
    assert badger([11, 19, 12, 12, 6, 4]) == 10


def test_badger_4():
    assert badger([7, 7, 6, 9]) == 7


def test_badger_5():
    assert badger([1]) == 1
