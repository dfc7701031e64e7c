from kata_long_words.round_total import round_total


def test_round_total_0():
    assert round_total(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_round_total_1():
    assert round_total(['_zzzzz', 'qqqqqq']) == 1


def test_round_total_2():
    assert round_total([]) == 0


def test_round_total_3():
    assert round_total(['abcdefgh', 'ab'], 2) == 2


def test_round_total_4():
    assert round_total(['abc', '_abc', 'a'], 1) == 2
