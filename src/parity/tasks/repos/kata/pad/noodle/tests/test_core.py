from kata_pad.core import noodle


def test_noodle_0():
    assert noodle('') == '.......'


def test_noodle_1():
    assert noodle('ab') == 'ab.....'


def test_noodle_2():
    assert noodle('abab') == 'abab...'


def test_noodle_3():
    assert noodle('ababab') == 'ababab.'


def test_noodle_4():
    assert noodle('abababab') == 'abababab'


def test_noodle_5():
    assert noodle('ababababab') == 'ababababab'
