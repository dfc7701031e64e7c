from kata_pad.core import parrot


def test_parrot_0():
    assert parrot('') == '......'


def test_parrot_1():
    assert parrot('ab') == 'ab....'


def test_parrot_2():
    assert parrot('abab') == 'abab..'


def test_parrot_3():
    assert parrot('ababab') == 'ababab'


def test_parrot_4():
    assert parrot('abababab') == 'abababab'


def test_parrot_5():
    assert parrot('ababababab') == 'ababababab'
