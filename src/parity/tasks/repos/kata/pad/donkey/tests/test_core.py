from kata_pad.core import donkey


def test_donkey_0():
    assert donkey('') == '.........'


def test_donkey_1():
    assert donkey('ab') == 'ab.......'


def test_donkey_2():
    assert donkey('abab') == 'abab.....'


def test_donkey_3():
    assert donkey('ababab') == 'ababab...'


def test_donkey_4():
    assert donkey('abababab') == 'abababab.'


def test_donkey_5():
    assert donkey('ababababab') == 'ababababab'
