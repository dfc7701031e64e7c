from kata_floor_gap.round_total import round_total


def test_round_total_0():
    assert round_total(8, 18) == 3


def test_round_total_1():
    assert round_total(11, 13) == 3


def test_round_total_2():
    assert round_total(20, 3) == 17


def test_round_total_3():
    assert round_total(19, 12) == 7


def test_round_total_4():
    assert round_total(10, 6) == 4


def test_round_total_5():
    assert round_total(12, 1) == 11
