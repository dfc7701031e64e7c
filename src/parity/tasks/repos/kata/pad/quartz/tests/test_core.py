from kata_pad.core import quartz


def test_quartz_0():
    assert quartz('') == '.........'


def test_quartz_1():
    assert quartz('ab') == 'ab.......'


def test_quartz_2():
    assert quartz('abab') == 'abab.....'


def test_quartz_3():
    assert quartz('ababab') == 'ababab...'


def test_quartz_4():
    assert quartz('abababab') == 'abababab.'


def test_quartz_5():
    assert quartz('ababababab') == 'ababababab'
