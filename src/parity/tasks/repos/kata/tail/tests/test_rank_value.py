from kata_tail.rank_value import rank_value


def test_rank_value_0():
    assert rank_value([8, 9]) == [8, 9]


def test_rank_value_1():
    assert rank_value([]) == []


def test_rank_value_2():
    assert rank_value([4, 7, 4, 9, 8, 3]) == [9, 8, 3]


def test_rank_value_3():
    assert rank_value([2, 3, 3, 7]) == [3, 3, 7]


def test_rank_value_4():
    assert rank_value([3, 3, 9, 9, 3, 6], 0) == []


def test_rank_value_5():
    assert rank_value([2, 7, 4, 9, 1, 1], 1) == [1]
