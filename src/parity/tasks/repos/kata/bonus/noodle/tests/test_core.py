from kata_bonus.core import noodle


def test_noodle_0():
    assert noodle(28) == 35


def test_noodle_1():
    assert noodle(15) == 18


def test_noodle_2():
    assert noodle(56) == 70


def test_noodle_3():
    assert noodle(49) == 61


def test_noodle_4():
    assert noodle(48, 2) == 60


def test_noodle_5():
    assert noodle(48, 3) == 72
