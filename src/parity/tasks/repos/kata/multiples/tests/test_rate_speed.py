from kata_multiples.rate_speed import rate_speed


def test_rate_speed_0():
    assert rate_speed([-5, 6, 14]) == 0


def test_rate_speed_1():
    assert rate_speed([-3, 15, -4, 10, 2, 12]) == 1


def test_rate_speed_2():
    assert rate_speed([5, 15, 17, 9]) == 0


def test_rate_speed_3():
    assert rate_speed([12, 20, 4, 17, 15]) == 3


def test_rate_speed_4():
    assert rate_speed([8, 10, 5, 1, 18, 10]) == 1


def test_rate_speed_5():
    assert rate_speed([0, 4, 1]) == 1
