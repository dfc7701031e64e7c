from kata_pad.trim_word import trim_word


def test_trim_word_0():
    assert trim_word('') == '.........'


def test_trim_word_1():
    assert trim_word('ab') == 'ab.......'


def test_trim_word_2():
    assert trim_word('abab') == 'abab.....'


def test_trim_word_3():
    assert trim_word('ababab') == 'ababab...'


def test_trim_word_4():
    assert trim_word('abababab') == 'abababab.'


def test_trim_word_5():
    assert trim_word('ababababab') == 'ababababab'
