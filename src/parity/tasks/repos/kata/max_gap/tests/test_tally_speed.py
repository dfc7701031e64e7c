from kata_max_gap.tally_speed import tally_speed


def test_tally_speed_0():
    assert tally_speed([5, 5, 12, 16, 19, 27]) == 8


def test_tally_speed_1():
    assert tally_speed([10, 23, 23, 28]) == 13


def test_tally_speed_2():
    assert tally_speed([17, 17, 19]) == 2


def test_tally_speed_3():
    assert tally_speed([11, 11, 18, 23, 23, 28]) == 7


def test_tally_speed_4():
    assert tally_speed([4, 10, 20]) == 10


def test_tally_speed_5():
    assert tally_speed([3, 3]) == 0
