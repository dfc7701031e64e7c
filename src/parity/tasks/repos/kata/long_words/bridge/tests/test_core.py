from kata_long_words.core import bridge


def test_bridge_0():
    assert bridge(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_bridge_1():
    assert bridge(['_zzzz', 'qqqqq']) == 1


def test_bridge_2():
    assert bridge([]) == 0


def test_bridge_3():
    assert bridge(['abcdefgh', 'ab'], 2) == 2


def test_bridge_4():
    assert bridge(['abc', '_abc', 'a'], 1) == 2
