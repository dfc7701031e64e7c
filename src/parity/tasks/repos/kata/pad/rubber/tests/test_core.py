from kata_pad.core import rubber


def test_rubber_0():
    assert rubber('') == '.....'


def test_rubber_1():
    assert rubber('ab') == 'ab...'


def test_rubber_2():
    assert rubber('abab') == 'abab.'


def test_rubber_3():
    assert rubber('ababab') == 'ababab'


def test_rubber_4():
    assert rubber('abababab') == 'abababab'


def test_rubber_5():
    assert rubber('ababababab') == 'ababababab'
