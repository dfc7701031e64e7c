from kata_weigh.tally_total import tally_total


def test_tally_total_0():
    assert tally_total([5, 9, 10]) == 44


def test_tally_total_1():
    assert tally_total([12]) == 36


def test_tally_total_2():
    assert tally_total([6, 2]) == 8


def test_tally_total_3():
    assert tally_total([8, 1]) == 9


def test_tally_total_4():
    assert tally_total([12, 3]) == 39


def test_tally_total_5():
    assert tally_total([9, 12, 11, 3]) == 81
