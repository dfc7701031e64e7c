from kata_floor_gap.split_bonus import split_bonus


def test_split_bonus_0():
    assert split_bonus(20, 15) == 5


def test_split_bonus_1():
    assert split_bonus(9, 9) == 0


def test_split_bonus_2():
    assert split_bonus(12, 7) == 5


def test_split_bonus_3():
    assert split_bonus(19, 0) == 19


def test_split_bonus_4():
    assert split_bonus(13, 13) == 0


def test_split_bonus_5():
    assert split_bonus(2, 19) == 0
