from kata_floor_gap.scale_token import scale_token


def test_scale_token_0():
    assert scale_token(0, 10) == 3


def test_scale_token_1():
    assert scale_token(9, 11) == 3


def test_scale_token_2():
    assert scale_token(19, 11) == 8


def test_scale_token_3():
    assert scale_token(0, 2) == 3


def test_scale_token_4():
    assert scale_token(1, 16) == 3


def test_scale_token_5():
    assert scale_token(19, 18) == 3
