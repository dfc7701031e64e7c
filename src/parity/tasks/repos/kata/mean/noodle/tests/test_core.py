from kata_mean.core import noodle


def test_noodle_0():
    assert noodle([]) == 0


def test_noodle_1():
    assert noodle([5, 28, 22, 4, 1, 10]) == 11


def test_noodle_2():
    assert noodle([24, 6, 7]) == 12


def test_noodle_3():
    assert noodle([14, 0, 16]) == 10


def test_noodle_4():
    assert noodle([17, 24, 3]) == 14


def test_noodle_5():
    assert noodle([30, 20, 0, 6, 5]) == 12
