from kata_pad.core import window


def test_window_0():
    assert window('') == '.......'


def test_window_1():
    assert window('ab') == 'ab.....'


def test_window_2():
    assert window('abab') == 'abab...'


def test_window_3():
    assert window('ababab') == 'ababab.'


def test_window_4():
    assert window('abababab') == 'abababab'


def test_window_5():
    assert window('ababababab') == 'ababababab'
