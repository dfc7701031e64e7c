from kata_pad.core import silver


def test_silver_0():
    assert silver('') == '.........'


def test_silver_1():
    assert silver('ab') == 'ab.......'


def test_silver_2():
    assert silver('abab') == 'abab.....'


def test_silver_3():
    assert silver('ababab') == 'ababab...'


def test_silver_4():
    assert silver('abababab') == 'abababab.'


def test_silver_5():
    assert silver('ababababab') == 'ababababab'
