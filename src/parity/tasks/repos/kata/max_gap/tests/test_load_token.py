from kata_max_gap.load_token import load_token


def test_load_token_0():
    assert load_token([0]) == 0


def test_load_token_1():
    assert load_token([24]) == 0


def test_load_token_2():
    assert load_token([0, 4, 7, 18, 29]) == 11


def test_load_token_3():
    assert load_token([11]) == 0


def test_load_token_4():
    assert load_token([0, 3, 5, 11, 18, 30]) == 12


def test_load_token_5():
    assert load_token([26]) == 0
