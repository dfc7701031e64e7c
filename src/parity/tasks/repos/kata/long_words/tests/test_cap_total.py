from kata_long_words.cap_total import cap_total


def test_cap_total_0():
    assert cap_total(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_cap_total_1():
    assert cap_total(['_zzz', 'qqqq']) == 1


def test_cap_total_2():
    assert cap_total([]) == 0


def test_cap_total_3():
    assert cap_total(['abcdefgh', 'ab'], 2) == 2


def test_cap_total_4():
    assert cap_total(['abc', '_abc', 'a'], 1) == 2
