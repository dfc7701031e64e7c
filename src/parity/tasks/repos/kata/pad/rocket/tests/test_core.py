from kata_pad.core import rocket


def test_rocket_0():
    assert rocket('') == '.........'


def test_rocket_1():
    assert rocket('ab') == 'ab.......'


def test_rocket_2():
    assert rocket('abab') == 'abab.....'


def test_rocket_3():
    assert rocket('ababab') == 'ababab...'


def test_rocket_4():
    assert rocket('abababab') == 'abababab.'


def test_rocket_5():
    assert rocket('ababababab') == 'ababababab'
