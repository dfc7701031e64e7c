from kata_floor_gap.core import badger


def test_badger_0():
    assert badger(15, 8) == 7


def test_badger_1():
    assert badger(2, 5) == 2


def test_badger_2():
    assert badger(6, 0) == 6


def test_badger_3():
    assert badger(15, 20) == 2


def test_badger_4():
    assert badger(11, 15) == 2


def test_badger_5():
    assert badger(19, 1) == 18
