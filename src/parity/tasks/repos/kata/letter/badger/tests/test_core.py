from kata_letter.core import badger


def test_badger_0():
    assert badger(94) == 'B'


def test_badger_1():
    assert badger(95) == 'A'


def test_badger_2():
    assert badger(96) == 'A'


def test_badger_3():
    assert badger(80) == 'C'


def test_badger_4():
    assert badger(81) == 'B'


def test_badger_5():
    assert badger(82) == 'B'
