from kata_floor_gap.count_token import count_token


def test_count_token_0():
    assert count_token(6, 12) == 3


def test_count_token_1():
    assert count_token(0, 9) == 3


def test_count_token_2():
    assert count_token(11, 5) == 6


def test_count_token_3():
    assert count_token(7, 0) == 7


def test_count_token_4():
    assert count_token(19, 13) == 6


def test_count_token_5():
    assert count_token(16, 19) == 3
