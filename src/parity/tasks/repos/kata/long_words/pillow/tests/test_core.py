from kata_long_words.core import pillow


def test_pillow_0():
    assert pillow(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_pillow_1():
    assert pillow(['_zzzz', 'qqqqq']) == 1


def test_pillow_2():
    assert pillow([]) == 0


def test_pillow_3():
    assert pillow(['abcdefgh', 'ab'], 2) == 2


def test_pillow_4():
    assert pillow(['abc', '_abc', 'a'], 1) == 2
