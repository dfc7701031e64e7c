from kata_pad.core import desert


def test_desert_0():
    assert desert('') == '.......'


def test_desert_1():
    assert desert('ab') == 'ab.....'


def test_desert_2():
    assert desert('abab') == 'abab...'


def test_desert_3():
    assert desert('ababab') == 'ababab.'


def test_desert_4():
    assert desert('abababab') == 'abababab'


def test_desert_5():
    assert desert('ababababab') == 'ababababab'
