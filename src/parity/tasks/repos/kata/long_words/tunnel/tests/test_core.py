from kata_long_words.core import tunnel


def test_tunnel_0():
    assert tunnel(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_tunnel_1():
    assert tunnel(['_zzz', 'qqqq']) == 1


def test_tunnel_2():
    assert tunnel([]) == 0


def test_tunnel_3():
    assert tunnel(['abcdefgh', 'ab'], 2) == 2


def test_tunnel_4():
    assert tunnel(['abc', '_abc', 'a'], 1) == 2
