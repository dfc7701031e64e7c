from kata_mean.core import badger


def test_badger_0():
    assert badger([]) == 0


def test_badger_1():
    assert badger([0, 14, 30, 8, 6, 22]) == 13


def test_badger_2():
    assert badger([14, 3]) == 8


def test_badger_3():
    assert badger([24, 23, 12, 17, 1, 8]) == 14


def test_badger_4():
    assert badger([4]) == 4


def test_badger_5():
    assert badger([0]) == 0
