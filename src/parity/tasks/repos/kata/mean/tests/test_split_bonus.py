from kata_mean.split_bonus import split_bonus


def test_split_bonus_0():
    assert split_bonus([]) == 0


def test_split_bonus_1():
    assert split_bonus([29, 21, 30, 23, 24]) == 25


def test_split_bonus_2():
    assert split_bonus([22, 5]) == 13


def test_split_bonus_3():
    assert split_bonus([30, 14, 14, 8, 15]) == 16


def test_split_bonus_4():
    assert split_bonus([2]) == 2


def test_split_bonus_5():
    assert split_bonus([5, 17, 1, 24, 8, 11]) == 11
