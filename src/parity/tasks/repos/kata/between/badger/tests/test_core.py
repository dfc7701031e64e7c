from kata_between.core import badger


def test_badger_0():
    assert badger(2, 3, 9) == False


def test_badger_1():
    assert badger(3, 3, 9) == True


def test_badger_2():
    assert badger(4, 3, 9) == True


def test_badger_3():
    assert badger(8, 3, 9) == True


def test_badger_4():
    assert badger(9, 3, 9) == False


def test_badger_5():
    assert badger(10, 3, 9) == False
