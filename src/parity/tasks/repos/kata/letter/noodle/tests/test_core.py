from kata_letter.core import noodle


def test_noodle_0():
    assert noodle(94) == 'B'


def test_noodle_1():
    assert noodle(95) == 'A'


def test_noodle_2():
    assert noodle(96) == 'A'


def test_noodle_3():
    assert noodle(80) == 'C'


def test_noodle_4():
    assert noodle(81) == 'B'


def test_noodle_5():
    assert noodle(82) == 'B'
