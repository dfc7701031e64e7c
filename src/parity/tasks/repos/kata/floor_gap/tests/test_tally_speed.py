from kata_floor_gap.tally_speed import tally_speed


def test_tally_speed_0():
    assert tally_speed(16, 2) == 14


def test_tally_speed_1():
    assert tally_speed(12, 11) == 1


def test_tally_speed_2():
    assert tally_speed(14, 9) == 5


def test_tally_speed_3():
    assert tally_speed(3, 17) == 1


def test_tally_speed_4():
    assert tally_speed(18, 1) == 17


def test_tally_speed_5():
    assert tally_speed(0, 1) == 1
