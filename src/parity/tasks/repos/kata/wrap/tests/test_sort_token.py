from kata_wrap.sort_token import sort_token


def test_sort_token_0():
    assert sort_token(-2) == 8


def test_sort_token_1():
    assert sort_token(14) == 6


def test_sort_token_2():
    assert sort_token(2) == 3


def test_sort_token_3():
    assert sort_token(13) == 5


def test_sort_token_4():
    assert sort_token(19) == 2


def test_sort_token_5():
    assert sort_token(10, 4, 2) == 0
