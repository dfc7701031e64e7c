from kata_multiples.rank_size import rank_size


def test_rank_size_0():
    assert rank_size([-5, -4, 13, -6]) == 0


def test_rank_size_1():
    assert rank_size([19, -3, -1, 16]) == 1


def test_rank_size_2():
    assert rank_size([0, 10, 11, 5]) == 1


def test_rank_size_3():
    assert rank_size([-4, 7, 10, 11, 20]) == 2


def test_rank_size_4():
    assert rank_size([-3, -4, 12, 8, 4]) == 3


def test_rank_size_5():
    assert rank_size([3, 1, 14]) == 1
