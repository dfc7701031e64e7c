from kata_pad.tally_limit import tally_limit


def test_tally_limit_0():
    assert tally_limit('') == '....'


def test_tally_limit_1():
    assert tally_limit('ab') == 'ab..'


def test_tally_limit_2():
    assert tally_limit('abab') == 'abab'


def test_tally_limit_3():
    assert tally_limit('ababab') == 'ababab'


def test_tally_limit_4():
    assert tally_limit('abababab') == 'abababab'


def test_tally_limit_5():
    assert tally_limit('ababababab') == 'ababababab'
