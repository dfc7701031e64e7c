from kata_max_gap.rate_speed import rate_speed


def test_rate_speed_0():
    assert rate_speed([19]) == 0


def test_rate_speed_1():
    assert rate_speed([11, 14, 19, 23]) == 5


def test_rate_speed_2():
    assert rate_speed([9, 17, 17, 17, 29]) == 12


def test_rate_speed_3():
    assert rate_speed([2, 7, 15, 18]) == 8


def test_rate_speed_4():
    assert rate_speed([2, 9, 15, 25, 28, 29]) == 10


def test_rate_speed_5():
    assert rate_speed([5, 30]) == 25
