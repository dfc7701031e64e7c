from kata_pad.core import insect


def test_insect_0():
    assert insect('') == '......'


def test_insect_1():
    assert insect('ab') == 'ab....'


def test_insect_2():
    assert insect('abab') == 'abab..'


def test_insect_3():
    assert insect('ababab') == 'ababab'


def test_insect_4():
    assert insect('abababab') == 'abababab'


def test_insect_5():
    assert insect('ababababab') == 'ababababab'
