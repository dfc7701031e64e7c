from kata_mean.bound_score import bound_score


def test_bound_score_0():
    assert bound_score([]) == 0


def test_bound_score_1():
    assert bound_score([5, 15]) == 10


def test_bound_score_2():
    assert bound_score([6, 16, 9, 18, 23, 18]) == 15


def test_bound_score_3():
    assert bound_score([4]) == 4


def test_bound_score_4():
    assert bound_score([27, 17, 25]) == 23


def test_bound_score_5():
    assert bound_score([28]) == 28
