from kata_steps.core import badger


def test_badger_0():
    assert badger(3, 7) == [15, 20, 25, 30]


def test_badger_1():
    assert badger(2, 5) == [10, 15, 20]


def test_badger_2():
    assert badger(3, 12) == [15, 20, 25, 30, 35, 40, 45, 50, 55]


def test_badger_3():
    assert badger(1, 4) == [5, 10, 15]


def test_badger_4():
    assert badger(6, 10) == [30, 35, 40, 45]


def test_badger_5():
    assert badger(5, 11) == [25, 30, 35, 40, 45, 50]
