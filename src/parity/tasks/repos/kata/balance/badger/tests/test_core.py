from kata_balance.core import badger


def test_badger_0():
    assert badger([6, 2]) == 2


def test_badger_1():
    assert badger([13, 5, 6, 2, 12]) == 1


def test_badger_2():
    assert badger([8, 18, 11, 5, 12]) == 1


def test_badger_3():
    assert badger([]) == 0


def test_badger_4():
    assert badger([3, 1]) == -2


def test_badger_5():
    assert badger([0, 7, 16, 7, 14, 10, 11]) == 1
