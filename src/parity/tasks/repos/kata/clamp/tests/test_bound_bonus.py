from kata_clamp.bound_bonus import bound_bonus


def test_bound_bonus_0():
    assert bound_bonus(3) == 4


def test_bound_bonus_1():
    assert bound_bonus(4) == 4


def test_bound_bonus_2():
    assert bound_bonus(5) == 5


def test_bound_bonus_3():
    assert bound_bonus(11) == 11


def test_bound_bonus_4():
    assert bound_bonus(12) == 12


def test_bound_bonus_5():
    assert bound_bonus(13) == 12
