from kata_weigh.core import badger


def test_badger_0():
    assert badger([9, 5]) == 23


def test_badger_1():
    assert badger([3, 11, 12, 1, 8]) == 66


def test_badger_2():
    assert badger([3, 4, 6, 4]) == 17


def test_badger_3():
    assert badger([3, 5, 6, 5, 11]) == 41


def test_badger_4():
    assert badger([0]) == 0


def test_badger_5():
    assert badger([6, 7]) == 20
