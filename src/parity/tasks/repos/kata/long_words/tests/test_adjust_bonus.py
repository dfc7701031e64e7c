from kata_long_words.adjust_bonus import adjust_bonus


def test_adjust_bonus_0():
    assert adjust_bonus(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_adjust_bonus_1():
    assert adjust_bonus(['_zzzz', 'qqqqq']) == 1


def test_adjust_bonus_2():
    assert adjust_bonus([]) == 0


def test_adjust_bonus_3():
    assert adjust_bonus(['abcdefgh', 'ab'], 2) == 2


def test_adjust_bonus_4():
    assert adjust_bonus(['abc', '_abc', 'a'], 1) == 2
