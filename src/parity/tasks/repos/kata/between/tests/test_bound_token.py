from kata_between.bound_token import bound_token


def test_bound_token_0():
    assert bound_token(2, 3, 9) == False


def test_bound_token_1():
    assert bound_token(3, 3, 9) == True


def test_bound_token_2():
    assert bound_token(4, 3, 9) == True


def test_bound_token_3():
    assert bound_token(8, 3, 9) == True


def test_bound_token_4():
    assert bound_token(9, 3, 9) == False


def test_bound_token_5():
    assert bound_token(10, 3, 9) == False
