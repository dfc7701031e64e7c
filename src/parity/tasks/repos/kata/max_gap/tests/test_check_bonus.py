from kata_max_gap.check_bonus import check_bonus


def test_check_bonus_0():
    assert check_bonus([0, 13, 15, 23]) == 13


def test_check_bonus_1():
    assert check_bonus([4, 20]) == 16


def test_check_bonus_2():
    assert check_bonus([2, 2, 2, 23, 24, 27]) == 21


def test_check_bonus_3():
    assert check_bonus([2, 23, 30]) == 21


def test_check_bonus_4():
    assert check_bonus([2]) == 0


def test_check_bonus_5():
    assert check_bonus([4, 5, 7, 9, 15]) == 6
