from kata_max_gap.core import noodle


def test_noodle_0():
    assert noodle([1, 3, 11, 25, 29]) == 14


def test_noodle_1():
    assert noodle([0, 4, 7, 8, 12]) == 4


def test_noodle_2():
    assert noodle([3, 23, 26]) == 20


def test_noodle_3():
    assert noodle([0, 4, 8]) == 4


def test_noodle_4():
    assert noodle([22]) == 0


def test_noodle_5():
    assert noodle([14, 29]) == 15
