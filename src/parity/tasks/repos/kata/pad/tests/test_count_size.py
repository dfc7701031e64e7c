from kata_pad.count_size import count_size


def test_count_size_0():
    assert count_size('') == '....'


def test_count_size_1():
    assert count_size('ab') == 'ab..'


def test_count_size_2():
    assert count_size('abab') == 'abab'


def test_count_size_3():
    assert count_size('ababab') == 'ababab'


def test_count_size_4():
    assert count_size('abababab') == 'abababab'


def test_count_size_5():
    assert count_size('ababababab') == 'ababababab'
