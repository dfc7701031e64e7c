from kata_floor_gap.core import noodle


def test_noodle_0():
    assert noodle(3, 18) == 1


def test_noodle_1():
    assert noodle(0, 1) == 1


def test_noodle_2():
    assert noodle(17, 19) == 1


def test_noodle_3():
    assert noodle(8, 4) == 4


def test_noodle_4():
    assert noodle(18, 15) == 3


def test_noodle_5():
    assert noodle(17, 20) == 1
