from kata_discount.rank_size import rank_size


def test_rank_size_0():
    assert rank_size(5, 7) == 30


def test_rank_size_1():
    assert rank_size(9, 12) == 93


def test_rank_size_2():
    assert rank_size(22, 5) == 110


def test_rank_size_3():
    assert rank_size(24, 12) == 247


def test_rank_size_4():
    assert rank_size(20, 5) == 100


def test_rank_size_5():
    assert rank_size(20, 6) == 103
