from kata_discount.core import noodle


def test_noodle_0():
    assert noodle(40, 5) == 178


def test_noodle_1():
    assert noodle(6, 7) == 38


def test_noodle_2():
    assert noodle(5, 9) == 40


def test_noodle_3():
    assert noodle(31, 8) == 221


def test_noodle_4():
    assert noodle(24, 3) == 72


def test_noodle_5():
    assert noodle(20, 4) == 80
