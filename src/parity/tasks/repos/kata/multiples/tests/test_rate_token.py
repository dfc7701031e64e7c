from kata_multiples.rate_token import rate_token


def test_rate_token_0():
    assert rate_token([7, -5]) == 0


def test_rate_token_1():
    assert rate_token([13, -1, 3, 2]) == 0


def test_rate_token_2():
    assert rate_token([-3, 11, 15, 15, 4, -6]) == 2


def test_rate_token_3():
    assert rate_token([-6, -4, 4]) == 0


def test_rate_token_4():
    assert rate_token([8, 0, 1, 5]) == 1


def test_rate_token_5():
    assert rate_token([8, 2, 11, -1, 8, 6]) == 0
