from kata_pad.bound_width import bound_width


def test_bound_width_0():
    assert bound_width('') == '.........'


def test_bound_width_1():
    assert bound_width('ab') == 'ab.......'


def test_bound_width_2():
    assert bound_width('abab') == 'abab.....'


def test_bound_width_3():
    assert bound_width('ababab') == 'ababab...'


def test_bound_width_4():
    assert bound_width('abababab') == 'abababab.'


def test_bound_width_5():
    assert bound_width('ababababab') == 'ababababab'
