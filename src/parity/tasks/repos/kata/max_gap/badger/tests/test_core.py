from kata_max_gap.core import badger


def test_badger_0():
    assert badger([2, 4, 5, 14, 20]) == 9


def test_badger_1():
    assert badger([16, 19]) == 3


def test_badger_2():
    assert badger([5, 11, 13]) == 6


def test_badger_3():
    assert badger([10, 12, 27, 29]) == 15


def test_badger_4():
    assert badger([0, 4, 10, 16, 21]) == 6


def test_badger_5():
    assert badger([3, 3]) == 0
