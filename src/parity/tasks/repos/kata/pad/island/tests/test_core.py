from kata_pad.core import island


def test_island_0():
    assert island('') == '.........'


def test_island_1():
    assert island('ab') == 'ab.......'


def test_island_2():
    assert island('abab') == 'abab.....'


def test_island_3():
    assert island('ababab') == 'ababab...'


def test_island_4():
    assert island('abababab') == 'abababab.'


def test_island_5():
    assert island('ababababab') == 'ababababab'
