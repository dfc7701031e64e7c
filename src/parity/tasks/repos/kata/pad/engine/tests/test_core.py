from kata_pad.core import engine


def test_engine_0():
    assert engine('') == '.......'


def test_engine_1():
    assert engine('ab') == 'ab.....'


def test_engine_2():
    assert engine('abab') == 'abab...'


def test_engine_3():
    assert engine('ababab') == 'ababab.'


def test_engine_4():
    assert engine('abababab') == 'abababab'


def test_engine_5():
    assert engine('ababababab') == 'ababababab'
