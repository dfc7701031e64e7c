from kata_max_gap.rate_fee import rate_fee


def test_rate_fee_0():
    assert rate_fee([13]) == 0


def test_rate_fee_1():
    assert rate_fee([0, 0, 4, 5]) == 4


def test_rate_fee_2():
    assert rate_fee([3, 14, 16, 20, 21]) == 11


def test_rate_fee_3():
    assert rate_fee([8, 10, 14, 25, 26]) == 11


def test_rate_fee_4():
    assert rate_fee([7]) == 0


def test_rate_fee_5():
    assert rate_fee([9, 10, 13, 18, 24]) == 6
