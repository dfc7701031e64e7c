from kata_multiples.core import noodle


def test_noodle_0():
    assert noodle([-2, 0, 4, 12, -5]) == 1


def test_noodle_1():
    assert noodle([10, 10]) == 0


def test_noodle_2():
    assert noodle([19, -2, 2, 4]) == 0


def test_noodle_3():
    assert noodle([-3, 17, 6, 16, -6]) == 1


def test_noodle_4():
    assert noodle([11, 16, 3, 7]) == 1


def test_noodle_5():
    assert noodle([4, 9, 16, 3, -5, -6]) == 2
