from kata_balance.tally_step import tally_step


def test_tally_step_0():
    assert tally_step([14, 3, 14, 15, 1, 0, 4]) == 1


def test_tally_step_1():
    assert tally_step([5, 3, 0, 7, 12, 13]) == -2


def test_tally_step_2():
    assert tally_step([]) == 0


def test_tally_step_3():
    assert tally_step([19, 16, 17, 18, 16]) == 1


def test_tally_step_4():
    assert tally_step([4, 15, 1, 19, 6, 20]) == 0


def test_tally_step_5():
    assert tally_step([18, 8, 5, 13, 15, 1]) == -2
