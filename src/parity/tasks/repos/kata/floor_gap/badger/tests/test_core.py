from kata_floor_gap.core import badger


def test_badger_0():
    assert badger(0, 18) == 1


def test_badger_1():
    assert badger(19, 7) == 12


def test_badger_2():
    assert badger(7, 6) == 1


def test_badger_3():
    assert badger(1, 0) == 1


def test_badger_4():
    assert badger(13, 4) == 9


def test_badger_5():
    assert badger(20, 3) == 17
