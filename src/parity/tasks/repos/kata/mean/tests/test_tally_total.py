from kata_mean.tally_total import tally_total


def test_tally_total_0():
    assert tally_total([]) == 0


def test_tally_total_1():
    assert tally_total([30, 18]) == 24


def test_tally_total_2():
    assert tally_total([2, 4]) == 3


def test_tally_total_3():
    assert tally_total([17, 5]) == 11


def test_tally_total_4():
    assert tally_total([12, 0, 11, 9]) == 8


def test_tally_total_5():
    assert tally_total([24, 18, 24]) == 22
