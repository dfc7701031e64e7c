from kata_letter.load_token import load_token


def test_load_token_0():
    assert load_token(82) == 'B'


def test_load_token_1():
    assert load_token(83) == 'A'


def test_load_token_2():
    assert load_token(84) == 'A'


def test_load_token_3():
    assert load_token(72) == 'C'


def test_load_token_4():
    assert load_token(73) == 'B'


def test_load_token_5():
    assert load_token(74) == 'B'
