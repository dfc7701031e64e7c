from kata_discount.rate_delay import rate_delay


def test_rate_delay_0():
    assert rate_delay(24, 7) == 150


def test_rate_delay_1():
    assert rate_delay(16, 4) == 64


def test_rate_delay_2():
    assert rate_delay(39, 11) == 382


def test_rate_delay_3():
    assert rate_delay(36, 7) == 224


def test_rate_delay_4():
    assert rate_delay(20, 5) == 100


def test_rate_delay_5():
    assert rate_delay(20, 6) == 107
