from kata_weigh.split_bonus import split_bonus


def test_split_bonus_0():
    assert split_bonus([2, 2, 2, 3, 2]) == 11


def test_split_bonus_1():
    assert split_bonus([0, 8]) == 8


def test_split_bonus_2():
    assert split_bonus([7, 5]) == 12


def test_split_bonus_3():
    assert split_bonus([11, 4, 11, 12, 5]) == 77


def test_split_bonus_4():
    assert split_bonus([12]) == 24


def test_split_bonus_5():
    assert split_bonus([8, 9]) == 26
