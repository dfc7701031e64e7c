from kata_discount.tally_fee import tally_fee


def test_tally_fee_0():
    assert tally_fee(36, 9) == 260


def test_tally_fee_1():
    assert tally_fee(1, 1) == 1


def test_tally_fee_2():
    assert tally_fee(34, 1) == 34


def test_tally_fee_3():
    assert tally_fee(32, 2) == 64


def test_tally_fee_4():
    assert tally_fee(20, 3) == 60


def test_tally_fee_5():
    assert tally_fee(20, 4) == 64
