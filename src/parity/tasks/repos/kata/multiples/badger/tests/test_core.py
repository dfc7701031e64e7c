from kata_multiples.core import badger


def test_badger_0():
    assert badger([19, -6, 9, 2]) == 1


def test_badger_1():
    assert badger([11, -2]) == 0


def test_badger_2():
    assert badger([5, 17]) == 0


def test_badger_3():
    assert badger([14, 10, 14, 0]) == 3


def test_badger_4():
    assert badger([15, 13, 19, 13, 19, 0]) == 0


def test_badger_5():
    assert badger([10, 3, 10, 1, -1, -1]) == 2
