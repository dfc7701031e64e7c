from kata_pad.core import badger


def test_badger_0():
    assert badger('') == '.....'


def test_badger_1():
    assert badger('ab') == 'ab...'


def test_badger_2():
    assert badger('abab') == 'abab.'


def test_badger_3():
    assert badger('ababab') == 'ababab'


def test_badger_4():
    assert badger('abababab') == 'abababab'


def test_badger_5():
    assert badger('ababababab') == 'ababababab'
