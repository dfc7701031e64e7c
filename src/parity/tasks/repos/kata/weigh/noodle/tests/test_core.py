from kata_weigh.core import noodle


def test_noodle_0():
    assert noodle([6, 11, 3, 5, 12]) == 106


def test_noodle_1():
    assert noodle([6, 0, 3]) == 9


def test_noodle_2():
    assert noodle([5]) == 5


def test_noodle_3():
    assert noodle([5, 7]) == 12


def test_noodle_4():
    assert noodle([4, 5]) == 9


def test_noodle_5():
    assert noodle([9, 8, 0]) == 44
