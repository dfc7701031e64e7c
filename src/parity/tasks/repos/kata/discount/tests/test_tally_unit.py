from kata_discount.tally_unit import tally_unit


def test_tally_unit_0():
    assert tally_unit(20, 7) == 112


def test_tally_unit_1():
    assert tally_unit(34, 12) == 327


def test_tally_unit_2():
    assert tally_unit(8, 12) == 77


def test_tally_unit_3():
    assert tally_unit(5, 7) == 28


def test_tally_unit_4():
    assert tally_unit(29, 4) == 93


def test_tally_unit_5():
    assert tally_unit(20, 3) == 60
