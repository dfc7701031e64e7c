from kata_pad.core import dragon


def test_dragon_0():
    assert dragon('') == '.......'


def test_dragon_1():
    assert dragon('ab') == 'ab.....'


def test_dragon_2():
    assert dragon('abab') == 'abab...'


def test_dragon_3():
    assert dragon('ababab') == 'ababab.'


def test_dragon_4():
    assert dragon('abababab') == 'abababab'


def test_dragon_5():
    assert dragon('ababababab') == 'ababababab'
