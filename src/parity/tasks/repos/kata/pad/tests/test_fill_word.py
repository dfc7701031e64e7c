from kata_pad.fill_word import fill_word


def test_fill_word_0():
    assert fill_word('') == '.........'


def test_fill_word_1():
    assert fill_word('ab') == 'ab.......'


def test_fill_word_2():
    assert fill_word('abab') == 'abab.....'


def test_fill_word_3():
    assert fill_word('ababab') == 'ababab...'


def test_fill_word_4():
    assert fill_word('abababab') == 'abababab.'


def test_fill_word_5():
    assert fill_word('ababababab') == 'ababababab'
