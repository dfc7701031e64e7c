from kata_discount.tally_bonus import tally_bonus


def test_tally_bonus_0():
    assert tally_bonus(36, 7) == 227


def test_tally_bonus_1():
    assert tally_bonus(4, 10) == 36


def test_tally_bonus_2():
    assert tally_bonus(39, 7) == 246


def test_tally_bonus_3():
    assert tally_bonus(3, 8) == 22


def test_tally_bonus_4():
    assert tally_bonus(4, 4) == 16


def test_tally_bonus_5():
    assert tally_bonus(20, 4) == 80
