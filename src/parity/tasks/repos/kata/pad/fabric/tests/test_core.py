from kata_pad.core import fabric


def test_fabric_0():
    assert fabric('') == '.........'


def test_fabric_1():
    assert fabric('ab') == 'ab.......'


def test_fabric_2():
    assert fabric('abab') == 'abab.....'


def test_fabric_3():
    assert fabric('ababab') == 'ababab...'


def test_fabric_4():
    assert fabric('abababab') == 'abababab.'


def test_fabric_5():
    assert fabric('ababababab') == 'ababababab'
