from kata_discount.core import badger


def test_badger_0():
    assert badger(17, 6) == 77


def test_badger_1():
    assert badger(22, 10) == 165


def test_badger_2():
    assert badger(21, 11) == 174


def test_badger_3():
    assert badger(21, 1) == 21


def test_badger_4():
    assert badger(20, 3) == 60


def test_badger_5():
    assert badger(20, 4) == 60
