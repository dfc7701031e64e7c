from kata_long_words.core import cactus


def test_cactus_0():
    assert cactus(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_cactus_1():
    assert cactus(['_zzzzz', 'qqqqqq']) == 1


def test_cactus_2():
    assert cactus([]) == 0


def test_cactus_3():
    assert cactus(['abcdefgh', 'ab'], 2) == 2


def test_cactus_4():
    assert cactus(['abc', '_abc', 'a'], 1) == 2
