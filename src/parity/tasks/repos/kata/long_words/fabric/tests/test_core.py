from kata_long_words.core import fabric


def test_fabric_0():
    assert fabric(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_fabric_1():
    assert fabric(['_zzz', 'qqqq']) == 1


def test_fabric_2():
    assert fabric([]) == 0


def test_fabric_3():
    assert fabric(['abcdefgh', 'ab'], 2) == 2


def test_fabric_4():
    assert fabric(['abc', '_abc', 'a'], 1) == 2
