from kata_steps.core import noodle


def test_noodle_0():
    assert noodle(4, 8) == [16, 20, 24, 28]


def test_noodle_1():
    assert noodle(0, 1) == [0]


def test_noodle_2():
    assert noodle(5, 12) == [20, 24, 28, 32, 36, 40, 44]


def test_noodle_3():
    assert noodle(4, 11) == [16, 20, 24, 28, 32, 36, 40]


def test_noodle_4():
    assert noodle(3, 10) == [12, 16, 20, 24, 28, 32, 36]


def test_noodle_5():
    assert noodle(4, 9) == [16, 20, 24, 28, 32]
