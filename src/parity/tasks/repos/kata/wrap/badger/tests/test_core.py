from kata_wrap.core import badger


def test_badger_0():
    assert badger(12) == 1


def test_badger_1():
    assert badger(18) == 0


def test_badger_2():
    assert badger(5) == 1


def test_badger_3():
    assert badger(0) == 3


def test_badger_4():
    assert badger(3) == 6


def test_badger_5():
    assert badger(3, 7, 0) == 3
