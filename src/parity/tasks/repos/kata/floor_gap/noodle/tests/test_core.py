from kata_floor_gap.core import noodle


def test_noodle_0():
    assert noodle(18, 6) == 12


def test_noodle_1():
    assert noodle(9, 6) == 3


def test_noodle_2():
    assert noodle(7, 20) == 3


def test_noodle_3():
    assert noodle(4, 16) == 3


def test_noodle_4():
    assert noodle(17, 13) == 4


def test_noodle_5():
    assert noodle(3, 20) == 3
