from kata_balance.tally_width import tally_width


def test_tally_width_0():
    assert tally_width([14, 14, 19, 15]) == 0


def test_tally_width_1():
    assert tally_width([0, 15, 3, 4]) == 0


def test_tally_width_2():
    assert tally_width([3, 1]) == -2


def test_tally_width_3():
    assert tally_width([13, 1, 6]) == -1


def test_tally_width_4():
    assert tally_width([6, 2, 16, 6, 9, 17]) == 2


def test_tally_width_5():
    assert tally_width([19, 12, 4]) == 1
