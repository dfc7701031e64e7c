from kata_steps.rate_limit import rate_limit


def test_rate_limit_0():
    assert rate_limit(3, 5) == [12]


def test_rate_limit_1():
    assert rate_limit(3, 3) == []


def test_rate_limit_2():
    assert rate_limit(4, 7) == [16]


def test_rate_limit_3():
    assert rate_limit(3, 6) == [12]


def test_rate_limit_4():
    assert rate_limit(3, 9) == [12, 24]


def test_rate_limit_5():
    assert rate_limit(2, 8) == [8, 20]
