from kata_clamp.core import badger


def test_badger_0():
    assert badger(1) == 2


def test_badger_1():
    assert badger(2) == 2


def test_badger_2():
    assert badger(3) == 3


def test_badger_3():
    assert badger(14) == 14


def test_badger_4():
    assert badger(15) == 15


def test_badger_5():
    assert badger(16) == 15
