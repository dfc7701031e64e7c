from kata_long_words.merge_fee import merge_fee


def test_merge_fee_0():
    assert merge_fee(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_merge_fee_1():
    assert merge_fee(['_zzzzz', 'qqqqqq']) == 1


def test_merge_fee_2():
    assert merge_fee([]) == 0


def test_merge_fee_3():
    assert merge_fee(['abcdefgh', 'ab'], 2) == 2


def test_merge_fee_4():
    assert merge_fee(['abc', '_abc', 'a'], 1) == 2
