from kata_clamp.merge_token import merge_token


def test_merge_token_0():
    assert merge_token(1) == 2


def test_merge_token_1():
    assert merge_token(2) == 2


def test_merge_token_2():
    assert merge_token(3) == 3


def test_merge_token_3():
    assert merge_token(9) == 9


def test_merge_token_4():
    assert merge_token(10) == 10


def test_merge_token_5():
    assert merge_token(11) == 10
