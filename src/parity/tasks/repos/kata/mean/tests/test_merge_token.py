from kata_mean.merge_token import merge_token


def test_merge_token_0():
    assert merge_token([]) == 0


def test_merge_token_1():
    assert merge_token([26]) == 26


def test_merge_token_2():
    assert merge_token([17, 10, 4, 25, 22, 7]) == 14


def test_merge_token_3():
    assert merge_token([15, 17, 15, 13, 5]) == 13


def test_merge_token_4():
    assert merge_token([8, 5, 1, 11]) == 6


def test_merge_token_5():
    assert merge_token([9, 27, 27, 23, 10, 20]) == 19
