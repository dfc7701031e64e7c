from kata_pad.core import yogurt


def test_yogurt_0():
    assert yogurt('') == '.......'


def test_yogurt_1():
    assert yogurt('ab') == 'ab.....'


def test_yogurt_2():
    assert yogurt('abab') == 'abab...'


def test_yogurt_3():
    assert yogurt('ababab') == 'ababab.'


def test_yogurt_4():
    assert yogurt('abababab') == 'abababab'


def test_yogurt_5():
    assert yogurt('ababababab') == 'ababababab'
