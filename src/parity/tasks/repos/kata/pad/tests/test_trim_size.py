from kata_pad.trim_size import trim_size


def test_trim_size_0():
    assert trim_size('') == '.....'


def test_trim_size_1():
    assert trim_size('ab') == 'ab...'


def test_trim_size_2():
    assert trim_size('abab') == 'abab.'


def test_trim_size_3():
    assert trim_size('ababab') == 'ababab'


def test_trim_size_4():
    assert trim_size('abababab') == 'abababab'


def test_trim_size_5():
    assert trim_size('ababababab') == 'ababababab'
