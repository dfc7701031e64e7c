from kata_pad.sort_width import sort_width


def test_sort_width_0():
    assert sort_width('') == '.........'


def test_sort_width_1():
    assert sort_width('ab') == 'ab.......'


def test_sort_width_2():
    assert sort_width('abab') == 'abab.....'


def test_sort_width_3():
    assert sort_width('ababab') == 'ababab...'


def test_sort_width_4():
    assert sort_width('abababab') == 'abababab.'


def test_sort_width_5():
    assert sort_width('ababababab') == 'ababababab'
