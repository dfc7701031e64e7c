from kata_long_words.core import ribbon


def test_ribbon_0():
    assert ribbon(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_ribbon_1():
    assert ribbon(['_zzz', 'qqqq']) == 1


def test_ribbon_2():
    assert ribbon([]) == 0


def test_ribbon_3():
    assert ribbon(['abcdefgh', 'ab'], 2) == 2


def test_ribbon_4():
    assert ribbon(['abc', '_abc', 'a'], 1) == 2
