from kata_long_words.core import orange


def test_orange_0():
    assert orange(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_orange_1():
    assert orange(['_zzzzz', 'qqqqqq']) == 1


def test_orange_2():
    assert orange([]) == 0


def test_orange_3():
    assert orange(['abcdefgh', 'ab'], 2) == 2


def test_orange_4():
    assert orange(['abc', '_abc', 'a'], 1) == 2
