from kata_between.weigh_token import weigh_token


def test_weigh_token_0():
    assert weigh_token(2, 3, 9) == False


def test_weigh_token_1():
    assert weigh_token(3, 3, 9) == True


def test_weigh_token_2():
    assert weigh_token(4, 3, 9) == True


def test_weigh_token_3():
    assert weigh_token(8, 3, 9) == True


def test_weigh_token_4():
    assert weigh_token(9, 3, 9) == False


def test_weigh_token_5():
    assert weigh_token(10, 3, 9) == False
