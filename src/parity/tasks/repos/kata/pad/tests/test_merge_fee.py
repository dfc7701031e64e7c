from kata_pad.merge_fee import merge_fee


def test_merge_fee_0():
    assert merge_fee('') == '.....'


def test_merge_fee_1():
    assert merge_fee('ab') == 'ab...'


def test_merge_fee_2():
    assert merge_fee('abab') == 'abab.'


def test_merge_fee_3():
    assert merge_fee('ababab') == 'ababab'


def test_merge_fee_4():
    assert merge_fee('abababab') == 'abababab'


def test_merge_fee_5():
    assert merge_fee('ababababab') == 'ababababab'
