from kata_steps.core import badger


def test_badger_0():
    assert badger(1, 3) == [4, 8]


def test_badger_1():
    assert badger(4, 7) == [16, 20, 24]


def test_badger_2():
    assert badger(0, 7) == [0, 4, 8, 12, 16, 20, 24]


def test_badger_3():
    assert badger(6, 13) == [24, 28, 32, 36, 40, 44, 48]


def test_badger_4():
    assert badger(6, 6) == []


def test_badger_5():
    assert badger(3, 9) == [12, 16, 20, 24, 28, 32]
