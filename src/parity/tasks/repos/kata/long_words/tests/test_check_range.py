from kata_long_words.check_range import check_range


def test_check_range_0():
    assert check_range(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_check_range_1():
    assert check_range(['_zzzzz', 'qqqqqq']) == 1


def test_check_range_2():
    assert check_range([]) == 0


def test_check_range_3():
    assert check_range(['abcdefgh', 'ab'], 2) == 2


def test_check_range_4():
    assert check_range(['abc', '_abc', 'a'], 1) == 2
