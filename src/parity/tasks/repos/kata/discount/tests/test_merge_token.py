from kata_discount.merge_token import merge_token


def test_merge_token_0():
    assert merge_token(15, 8) == 107


def test_merge_token_1():
    assert merge_token(24, 7) == 150


def test_merge_token_2():
    assert merge_token(4, 2) == 8


def test_merge_token_3():
    assert merge_token(10, 7) == 63


def test_merge_token_4():
    assert merge_token(20, 3) == 60


def test_merge_token_5():
    assert merge_token(20, 4) == 72
