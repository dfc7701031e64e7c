from kata_bonus.weigh_token import weigh_token


def test_weigh_token_0():
    assert weigh_token(29) == 34


def test_weigh_token_1():
    assert weigh_token(33) == 39


def test_weigh_token_2():
    assert weigh_token(35) == 42


def test_weigh_token_3():
    assert weigh_token(44, 5) == 52


def test_weigh_token_4():
    assert weigh_token(44, 6) == 60


def test_weigh_token_5():
    assert weigh_token(41, 5) == 49
