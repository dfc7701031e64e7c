from kata_pad.merge_label import merge_label


def test_merge_label_0():
    assert merge_label('') == '.........'


def test_merge_label_1():
    assert merge_label('ab') == 'ab.......'


def test_merge_label_2():
    assert merge_label('abab') == 'abab.....'


def test_merge_label_3():
    assert merge_label('ababab') == 'ababab...'


def test_merge_label_4():
    assert merge_label('abababab') == 'abababab.'


def test_merge_label_5():
    assert merge_label('ababababab') == 'ababababab'
