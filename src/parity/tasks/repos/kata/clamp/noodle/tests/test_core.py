from kata_clamp.core import noodle


def test_noodle_0():
    assert noodle(0) == 1


def test_noodle_1():
    assert noodle(1) == 1


def test_noodle_2():
    assert noodle(2) == 2


def test_noodle_3():
    assert noodle(19) == 19


def test_noodle_4():
    assert noodle(20) == 20


def test_noodle_5():
    assert noodle(21) == 20
