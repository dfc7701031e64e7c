from kata_balance.split_score import split_score


def test_split_score_0():
    assert split_score([4, 10, 7, 12, 16, 12]) == 4


def test_split_score_1():
    assert split_score([3, 6, 10]) == 1


def test_split_score_2():
    assert split_score([]) == 0


def test_split_score_3():
    assert split_score([12, 13, 12, 16, 15, 13, 4]) == 1


def test_split_score_4():
    assert split_score([10, 8, 5, 18, 17, 7, 20]) == 1


def test_split_score_5():
    assert split_score([2, 12]) == 2
