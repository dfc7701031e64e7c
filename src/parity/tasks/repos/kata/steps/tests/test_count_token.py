from kata_steps.count_token import count_token


def test_count_token_0():
    assert count_token(2, 5) == [4, 8]


def test_count_token_1():
    assert count_token(1, 10) == [2, 6, 10, 14, 18]


def test_count_token_2():
    assert count_token(0, 9) == [0, 4, 8, 12, 16]


def test_count_token_3():
    assert count_token(1, 3) == [2]


def test_count_token_4():
    assert count_token(6, 11) == [12, 16, 20]


def test_count_token_5():
    assert count_token(0, 8) == [0, 4, 8, 12]
