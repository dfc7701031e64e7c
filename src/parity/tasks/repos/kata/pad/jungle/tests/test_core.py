from kata_pad.core import jungle


def test_jungle_0():
    assert jungle('') == '......'


def test_jungle_1():
    assert jungle('ab') == 'ab....'


def test_jungle_2():
    assert jungle('abab') == 'abab..'


def test_jungle_3():
    assert jungle('ababab') == 'ababab'


def test_jungle_4():
    assert jungle('abababab') == 'abababab'


def test_jungle_5():
    assert jungle('ababababab') == 'ababababab'
