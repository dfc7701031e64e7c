from kata_long_words.round_unit import round_unit


def test_round_unit_0():
    assert round_unit(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_round_unit_1():
    assert round_unit(['_zzzzz', 'qqqqqq']) == 1


def test_round_unit_2():
    assert round_unit([]) == 0


def test_round_unit_3():
    assert round_unit(['abcdefgh', 'ab'], 2) == 2


def test_round_unit_4():
    assert round_unit(['abc', '_abc', 'a'], 1) == 2
