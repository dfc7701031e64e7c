from kata_pad.mark_range import mark_range


def test_mark_range_0():
    assert mark_range('') == '.....'


def test_mark_range_1():
    assert mark_range('ab') == 'ab...'


def test_mark_range_2():
    assert mark_range('abab') == 'abab.'


def test_mark_range_3():
    assert mark_range('ababab') == 'ababab'


def test_mark_range_4():
    assert mark_range('abababab') == 'abababab'


def test_mark_range_5():
    assert mark_range('ababababab') == 'ababababab'
