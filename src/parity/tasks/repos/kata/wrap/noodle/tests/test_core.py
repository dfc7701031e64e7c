from kata_wrap.core import noodle


def test_noodle_0():
    assert noodle(14) == 1


def test_noodle_1():
    assert noodle(12) == 7


def test_noodle_2():
    assert noodle(9) == 4


def test_noodle_3():
    assert noodle(-10) == 1


def test_noodle_4():
    assert noodle(4) == 7


def test_noodle_5():
    assert noodle(10, 4, 2) == 0
