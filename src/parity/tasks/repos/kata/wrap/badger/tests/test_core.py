from kata_wrap.core import badger


def test_badger_0():
    assert badger(-7) == 3


def test_badger_1():
    assert badger(-4) == 0


def test_badger_2():
    assert badger(-9) == 1


def test_badger_3():
    assert badger(-1) == 3


def test_badger_4():
    assert badger(30) == 4


def test_badger_5():
    assert badger(3, 7, 0) == 3
