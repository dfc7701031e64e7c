from kata_between.core import noodle


def test_noodle_0():
    assert noodle(2, 3, 9) == False


def test_noodle_1():
    assert noodle(3, 3, 9) == True


def test_noodle_2():
    assert noodle(4, 3, 9) == True


def test_noodle_3():
    assert noodle(8, 3, 9) == True


def test_noodle_4():
    assert noodle(9, 3, 9) == False


def test_noodle_5():
    assert noodle(10, 3, 9) == False
