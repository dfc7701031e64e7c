from kata_weigh.tally_token import tally_token


def test_tally_token_0():
    assert tally_token([2]) == 2


def test_tally_token_1():
    assert tally_token([0, 11, 10]) == 42


def test_tally_token_2():
    assert tally_token([3, 9]) == 21


def test_tally_token_3():
    assert tally_token([9, 1, 11]) == 41


def test_tally_token_4():
    assert tally_token([12, 4, 12, 5, 6]) == 63


def test_tally_token_5():
    assert tally_token([11, 6, 9, 7, 7]) == 74
