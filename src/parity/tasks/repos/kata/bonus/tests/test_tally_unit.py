from kata_bonus.tally_unit import tally_unit


def test_tally_unit_0():
    assert tally_unit(18) == 20


def test_tally_unit_1():
    assert tally_unit(6) == 6


def test_tally_unit_2():
    assert tally_unit(8) == 9


def test_tally_unit_3():
    assert tally_unit(26) == 29


def test_tally_unit_4():
    assert tally_unit(58, 3) == 66


def test_tally_unit_5():
    assert tally_unit(58, 4) == 74
