from kata_weigh.check_token import check_token


def test_check_token_0():
    assert check_token([4, 10, 0, 1]) == 71


def test_check_token_1():
    assert check_token([10, 0, 0]) == 50


def test_check_token_2():
    assert check_token([6, 8, 9]) == 115


def test_check_token_3():
    assert check_token([7, 1, 11, 4]) == 111


def test_check_token_4():
    assert check_token([4, 12, 10]) == 130


def test_check_token_5():
    assert check_token([3, 4]) == 23
