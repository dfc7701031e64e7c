from kata_wrap.core import noodle


def test_noodle_0():
    assert noodle(14) == 2


def test_noodle_1():
    assert noodle(15) == 3


def test_noodle_2():
    assert noodle(-10) == 3


def test_noodle_3():
    assert noodle(7) == 0


def test_noodle_4():
    assert noodle(10) == 3


def test_noodle_5():
    assert noodle(8) == 1
