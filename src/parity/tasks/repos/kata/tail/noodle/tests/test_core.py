from kata_tail.core import noodle


def test_noodle_0():
    assert noodle([7, 7, 8]) == [8]


def test_noodle_1():
    assert noodle([0, 8]) == [8]


def test_noodle_2():
    assert noodle([2, 1, 6, 7]) == [7]


def test_noodle_3():
    assert noodle([1, 1, 4, 2, 1, 3]) == [3]


def test_noodle_4():
    assert noodle([2, 0, 9, 4]) == [4]


def test_noodle_5():
    assert noodle([6, 8, 0, 5, 0, 8], 0) == []
