from kata_floor_gap.bound_bonus import bound_bonus


def test_bound_bonus_0():
    assert bound_bonus(3, 18) == 1


def test_bound_bonus_1():
    assert bound_bonus(20, 20) == 1


def test_bound_bonus_2():
    assert bound_bonus(20, 17) == 3


def test_bound_bonus_3():
    assert bound_bonus(11, 14) == 1


def test_bound_bonus_4():
    assert bound_bonus(4, 7) == 1


def test_bound_bonus_5():
    assert bound_bonus(18, 7) == 11
