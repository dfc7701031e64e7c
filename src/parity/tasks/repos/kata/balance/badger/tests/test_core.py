from kata_balance.core import badger


def test_badger_0():
    assert badger([17, 16, 4, 18, 19, 10]) == 2


def test_badger_1():
    assert badger([9, 3, 11]) == -3


def test_badger_2():
    assert badger([10]) == 1


def test_badger_3():
    assert badger([4, 6, 15, 12, 12, 12, 18]) == 5


def test_badger_4():
    assert badger([3, 11, 12]) == -1


def test_badger_5():
    assert badger([]) == 0
