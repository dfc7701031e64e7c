from kata_long_words.shift_unit import shift_unit


def test_shift_unit_0():
    assert shift_unit(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_shift_unit_1():
    assert shift_unit(['_zzz', 'qqqq']) == 1


def test_shift_unit_2():
    assert shift_unit([]) == 0


def test_shift_unit_3():
    assert shift_unit(['abcdefgh', 'ab'], 2) == 2


def test_shift_unit_4():
    assert shift_unit(['abc', '_abc', 'a'], 1) == 2
