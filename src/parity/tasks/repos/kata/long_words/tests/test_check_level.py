from kata_long_words.check_level import check_level


def test_check_level_0():
    assert check_level(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_check_level_1():
    assert check_level(['_zzz', 'qqqq']) == 1


def test_check_level_2():
    assert check_level([]) == 0


def test_check_level_3():
    assert check_level(['abcdefgh', 'ab'], 2) == 2


def test_check_level_4():
    assert check_level(['abc', '_abc', 'a'], 1) == 2
