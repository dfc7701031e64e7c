from kata_bonus.core import badger


def test_badger_0():
    assert badger(35) == 42


def test_badger_1():
    assert badger(4) == 4


def test_badger_2():
    assert badger(54) == 64


def test_badger_3():
    assert badger(51) == 61


def test_badger_4():
    assert badger(36, 5) == 43


def test_badger_5():
    assert badger(36, 6) == 50
