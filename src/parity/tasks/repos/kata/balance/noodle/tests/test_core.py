from kata_balance.core import noodle


def test_noodle_0():
    assert noodle([1, 15, 15, 19, 5, 19]) == -6


def test_noodle_1():
    assert noodle([18, 16, 2, 20, 0]) == 5


def test_noodle_2():
    assert noodle([14, 17]) == 0


def test_noodle_3():
    assert noodle([15, 5, 20, 16, 18]) == 1


def test_noodle_4():
    assert noodle([19, 6, 19]) == -1


def test_noodle_5():
    assert noodle([10, 8, 8]) == 3
