from kata_multiples.core import badger


def test_badger_0():
    assert badger([7, 6, 20, 11]) == 1


def test_badger_1():
    assert badger([17, 20]) == 1


def test_badger_2():
    assert badger([11, -2, 11, -2, 14]) == 0


def test_badger_3():
    assert badger([12, -1, 20]) == 1


def test_badger_4():
    assert badger([12, 9]) == 0


def test_badger_5():
    assert badger([2, 2, 0, 6]) == 0
