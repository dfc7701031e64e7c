from kata_pad.fill_value import fill_value


def test_fill_value_0():
    assert fill_value('') == '.........'


def test_fill_value_1():
    assert fill_value('ab') == 'ab.......'


def test_fill_value_2():
    assert fill_value('abab') == 'abab.....'


def test_fill_value_3():
    assert fill_value('ababab') == 'ababab...'


def test_fill_value_4():
    assert fill_value('abababab') == 'abababab.'


def test_fill_value_5():
    assert fill_value('ababababab') == 'ababababab'
