from kata_pad.core import apple


def test_apple_0():
    assert apple('') == '.........'


def test_apple_1():
    assert apple('ab') == 'ab.......'


def test_apple_2():
    assert apple('abab') == 'abab.....'


def test_apple_3():
    assert apple('ababab') == 'ababab...'


def test_apple_4():
    assert apple('abababab') == 'abababab.'


def test_apple_5():
    assert apple('ababababab') == 'ababababab'
