from kata_discount.core import badger


def test_badger_0():
    assert badger(40, 6) == 180


def test_badger_1():
    assert badger(21, 3) == 63


def test_badger_2():
    assert badger(13, 6) == 59


def test_badger_3():
    assert badger(24, 4) == 72


def test_badger_4():
    assert badger(8, 10) == 60


def test_badger_5():
    assert badger(20, 3) == 60
