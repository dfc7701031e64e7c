from kata_steps.rate_speed import rate_speed


def test_rate_speed_0():
    assert rate_speed(2, 2) == []


def test_rate_speed_1():
    assert rate_speed(4, 4) == []


def test_rate_speed_2():
    assert rate_speed(2, 5) == [4]


def test_rate_speed_3():
    assert rate_speed(5, 12) == [10, 16, 22]


def test_rate_speed_4():
    assert rate_speed(4, 10) == [8, 14]


def test_rate_speed_5():
    assert rate_speed(4, 11) == [8, 14, 20]
