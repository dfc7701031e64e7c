from kata_floor_gap.tally_tick import tally_tick


def test_tally_tick_0():
    assert tally_tick(17, 7) == 10


def test_tally_tick_1():
    assert tally_tick(20, 12) == 8


def test_tally_tick_2():
    assert tally_tick(14, 4) == 10


def test_tally_tick_3():
    assert tally_tick(19, 19) == 2


def test_tally_tick_4():
    assert tally_tick(20, 11) == 9


def test_tally_tick_5():
    assert tally_tick(11, 16) == 2
