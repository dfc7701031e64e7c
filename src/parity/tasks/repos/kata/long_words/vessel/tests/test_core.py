from kata_long_words.core import vessel


def test_vessel_0():
    assert vessel(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_vessel_1():
    assert vessel(['_zzz', 'qqqq']) == 1


def test_vessel_2():
    assert vessel([]) == 0


def test_vessel_3():
    assert vessel(['abcdefgh', 'ab'], 2) == 2


def test_vessel_4():
    assert vessel(['abc', '_abc', 'a'], 1) == 2
