from kata_long_words.split_label import split_label


def test_split_label_0():
    assert split_label(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_split_label_1():
    assert split_label(['_zzz', 'qqqq']) == 1


def test_split_label_2():
    assert split_label([]) == 0


def test_split_label_3():
    assert split_label(['abcdefgh', 'ab'], 2) == 2


def test_split_label_4():
    assert split_label(['abc', '_abc', 'a'], 1) == 2
