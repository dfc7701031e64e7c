from kata_pad.core import nickel


def test_nickel_0():
    assert nickel('') == '......'


def test_nickel_1():
    assert nickel('ab') == 'ab....'


def test_nickel_2():
    assert nickel('abab') == 'abab..'


def test_nickel_3():
    assert nickel('ababab') == 'ababab'


def test_nickel_4():
    assert nickel('abababab') == 'abababab'


def test_nickel_5():
    assert nickel('ababababab') == 'ababababab'
