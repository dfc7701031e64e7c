from kata_pad.core import mirror


def test_mirror_0():
    assert mirror('') == '.........'


def test_mirror_1():
    assert mirror('ab') == 'ab.......'


def test_mirror_2():
    assert mirror('abab') == 'abab.....'


def test_mirror_3():
    assert mirror('ababab') == 'ababab...'


def test_mirror_4():
    assert mirror('abababab') == 'abababab.'


def test_mirror_5():
    assert mirror('ababababab') == 'ababababab'
