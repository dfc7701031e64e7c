from kata_pad.core import garden


def test_garden_0():
    assert garden('') == '.........'


def test_garden_1():
    assert garden('ab') == 'ab.......'


def test_garden_2():
    assert garden('abab') == 'abab.....'


def test_garden_3():
    assert garden('ababab') == 'ababab...'


def test_garden_4():
    assert garden('abababab') == 'abababab.'


def test_garden_5():
    assert garden('ababababab') == 'ababababab'
