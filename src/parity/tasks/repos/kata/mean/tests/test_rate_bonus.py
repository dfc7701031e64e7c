from kata_mean.rate_bonus import rate_bonus


def test_rate_bonus_0():
    assert rate_bonus([]) == 0


def test_rate_bonus_1():
    assert rate_bonus([15, 0, 16, 26, 19, 23]) == 16


def test_rate_bonus_2():
    assert rate_bonus([22, 25, 27, 25]) == 24


def test_rate_bonus_3():
    assert rate_bonus([6, 30, 18]) == 18


def test_rate_bonus_4():
    assert rate_bonus([9, 25, 5]) == 13


def test_rate_bonus_5():
    assert rate_bonus([23, 22]) == 22
