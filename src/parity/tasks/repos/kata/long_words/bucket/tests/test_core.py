from kata_long_words.core import bucket


def test_bucket_0():
    assert bucket(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_bucket_1():
    assert bucket(['_zzz', 'qqqq']) == 1


def test_bucket_2():
    assert bucket([]) == 0


def test_bucket_3():
    assert bucket(['abcdefgh', 'ab'], 2) == 2


def test_bucket_4():
    assert bucket(['abc', '_abc', 'a'], 1) == 2
