from kata_clamp.tally_unit import tally_unit


def test_tally_unit_0():
    assert tally_unit(0) == 1


def test_tally_unit_1():
    assert tally_unit(1) == 1


def test_tally_unit_2():
    assert tally_unit(2) == 2


def test_tally_unit_3():
    assert tally_unit(15) == 15


def test_tally_unit_4():
    assert tally_unit(16) == 16


def test_tally_unit_5():
    assert tally_unit(17) == 16
