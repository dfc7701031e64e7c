from kata_discount.core import noodle


def test_noodle_0():
    assert noodle(34, 9) == 272


def test_noodle_1():
    assert noodle(24, 3) == 72


def test_noodle_2():
    assert noodle(31, 8) == 221


def test_noodle_3():
    assert noodle(2, 4) == 8


def test_noodle_4():
    assert noodle(11, 12) == 118


def test_noodle_5():
    assert noodle(20, 4) == 72
